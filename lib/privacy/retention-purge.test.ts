import { getBackend } from '@/lib/backend';
import { purgeDueRetention } from './retention-purge';
import { retentionKeys } from './retention';

jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

const purgeRetention = jest.fn();
const deleteResume = jest.fn();
const hashUnsubscribed = jest.fn();
beforeEach(() => {
  jest.mocked(getBackend).mockResolvedValue({
    maintenance: { purgeRetention },
    forms: { deleteResume, hashUnsubscribed },
  } as never);
  purgeRetention.mockReset();
  deleteResume.mockReset();
  hashUnsubscribed.mockReset().mockResolvedValue(0);
});

describe('the retention purge', () => {
  it('passes every rule’s period to the database and deletes the CVs of what went', async () => {
    purgeRetention.mockResolvedValue({ counts: { careerApplications: 1 }, resumes: ['a.pdf'] });
    deleteResume.mockResolvedValue(undefined);
    expect(await purgeDueRetention(undefined, new Date(), null)).toEqual({
      careerApplications: 1,
      unsubscribedHashed: 0,
      mailLog: 0,
    });
    const periods = purgeRetention.mock.calls[0]![0] as Record<string, string>;
    expect(Object.keys(periods).sort()).toEqual([...retentionKeys].sort());
    expect(periods.outboxBodies).toBe('30 days');
    expect(periods.contactMessages).toBe('24 months');
    expect(periods.auditEvents).toBe('5 years');
    expect(deleteResume).toHaveBeenCalledWith('a.pdf');
    // Subscribers unsubscribed before suppressions existed are hashed on every run, a batch at a time.
    expect(hashUnsubscribed).toHaveBeenCalledWith(500);
  });

  it('goes on when a CV cannot be removed', async () => {
    purgeRetention.mockResolvedValue({ counts: { spam: 2 }, resumes: ['a.pdf', 'b.pdf'] });
    deleteResume.mockRejectedValueOnce(new Error('gone')).mockResolvedValue(undefined);
    expect(await purgeDueRetention(undefined, new Date(), null)).toEqual({
      spam: 2,
      unsubscribedHashed: 0,
      mailLog: 0,
    });
    expect(deleteResume).toHaveBeenCalledTimes(2);
  });
});
