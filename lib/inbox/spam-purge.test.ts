import { getBackend } from '@/lib/backend';
import { purgeDueSpam } from './spam-purge';

jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const purgeSpam = jest.fn();
const deleteResume = jest.fn();
beforeEach(() => {
  jest.mocked(getBackend).mockResolvedValue({
    maintenance: { purgeSpam },
    forms: { deleteResume },
  } as never);
  purgeSpam.mockReset();
  deleteResume.mockReset();
});

describe('the spam purge', () => {
  it('deletes the purged applications’ CVs and answers how many items went', async () => {
    purgeSpam.mockResolvedValue({ leads: 2, applications: 1, resumes: ['a.pdf'] });
    deleteResume.mockResolvedValue(undefined);
    expect(await purgeDueSpam()).toBe(3);
    expect(deleteResume).toHaveBeenCalledWith('a.pdf');
  });

  it('goes on when a CV cannot be removed', async () => {
    purgeSpam.mockResolvedValue({ leads: 0, applications: 2, resumes: ['a.pdf', 'b.pdf'] });
    deleteResume.mockRejectedValueOnce(new Error('gone')).mockResolvedValue(undefined);
    expect(await purgeDueSpam()).toBe(2);
    expect(deleteResume).toHaveBeenCalledTimes(2);
  });
});
