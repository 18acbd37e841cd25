import { getBackend } from '@/lib/backend';
import { purgeDueTrash } from './trash-purge';

const mockInfo = jest.fn();
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/log', () => ({
  log: { child: () => ({ info: (...args: unknown[]) => mockInfo(...args) }) },
}));

const purgeTrash = jest.fn();

beforeEach(() => {
  jest.mocked(getBackend).mockResolvedValue({ maintenance: { purgeTrash } } as never);
  purgeTrash.mockReset();
  mockInfo.mockReset();
});

describe('purgeDueTrash', () => {
  it('purges through the seam (the service role’s maintenance) and logs what went', async () => {
    const entry = {
      id: '6f1c2a8e-3b1d-4c55-9e2a-1d2b3c4d5e6f',
      kind: 'publication',
      slugs: { es: 'vieja', en: null },
      deletedAt: '2026-10-01T10:00:00.000Z',
    };
    purgeTrash.mockResolvedValue([entry]);
    expect(await purgeDueTrash()).toBe(1);
    expect(purgeTrash).toHaveBeenCalledTimes(1);
    expect(mockInfo).toHaveBeenCalledWith({ purged: 1, entries: [entry] }, 'Trash purged');
  });

  it('logs nothing when nothing is due', async () => {
    purgeTrash.mockResolvedValue([]);
    expect(await purgeDueTrash()).toBe(0);
    expect(mockInfo).not.toHaveBeenCalled();
  });
});
