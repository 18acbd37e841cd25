import { deliverOutbox } from './outbox';
import { runScheduledJobs } from './outbox-timer';
import { purgeDueTrash } from '@/lib/publications/trash-purge';
import { purgeDueRetention } from '@/lib/privacy/retention-purge';

jest.mock('@/lib/backend', () => ({ getBackend: jest.fn(async () => ({ forms: {} })) }));
jest.mock('./outbox', () => ({ deliverOutbox: jest.fn() }));
jest.mock('./transports', () => ({ defaultTransport: jest.fn() }));
jest.mock('@/lib/publications/trash-purge', () => ({ purgeDueTrash: jest.fn() }));
jest.mock('@/lib/privacy/retention-purge', () => ({ purgeDueRetention: jest.fn() }));

describe('runScheduledJobs', () => {
  beforeEach(() => {
    jest.mocked(deliverOutbox).mockResolvedValue({ sent: 2, failed: 0 });
    jest.mocked(purgeDueRetention).mockReset().mockResolvedValue({});
  });

  it('sends the outbox, then purges the trash, and reports both', async () => {
    jest.mocked(purgeDueTrash).mockResolvedValue(3);
    expect(await runScheduledJobs()).toEqual({ sent: 2, failed: 0, purged: 3 });
    expect(deliverOutbox).toHaveBeenCalledTimes(1);
  });

  it('still reports the e-mail sent when the purge fails (retried on the next run)', async () => {
    jest.mocked(purgeDueTrash).mockRejectedValue(new Error('database closed'));
    expect(await runScheduledJobs()).toEqual({ sent: 2, failed: 0, purged: null });
  });

  it('applies the retention periods on every run, and a failure there stops nothing', async () => {
    jest.mocked(purgeDueTrash).mockResolvedValue(0);
    jest.mocked(purgeDueRetention).mockRejectedValue(new Error('database closed'));
    expect(await runScheduledJobs()).toEqual({ sent: 2, failed: 0, purged: 0 });
    expect(purgeDueRetention).toHaveBeenCalledTimes(1);
  });
});
