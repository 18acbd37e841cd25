import { outboxRetryIntervalMs, startOutboxTimer, stopOutboxTimer } from './outbox-timer';

jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));

afterEach(() => {
  stopOutboxTimer();
  jest.useRealTimers();
});

describe('startOutboxTimer', () => {
  it('retries the outbox every five minutes, with no request', async () => {
    jest.useFakeTimers();
    const deliver = jest.fn(async () => ({ sent: 1, failed: 0 }));
    startOutboxTimer(deliver);
    expect(outboxRetryIntervalMs).toBe(5 * 60_000);
    await jest.advanceTimersByTimeAsync(outboxRetryIntervalMs - 1);
    expect(deliver).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(deliver).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(outboxRetryIntervalMs);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('starts once per process and never keeps the process alive', () => {
    jest.useFakeTimers();
    const first = startOutboxTimer(jest.fn(async () => ({ sent: 0, failed: 0 })));
    const second = startOutboxTimer(jest.fn(async () => ({ sent: 0, failed: 0 })));
    expect(second).toBe(first);
    expect(first.hasRef()).toBe(false);
  });

  it('does not start a run while the previous one is still going, and survives a failure', async () => {
    jest.useFakeTimers();
    let finish = () => {};
    const deliver = jest
      .fn()
      .mockImplementationOnce(
        () => new Promise((resolve) => (finish = () => resolve({ sent: 0, failed: 0 }))),
      )
      .mockRejectedValueOnce(new Error('database closed'))
      .mockResolvedValue({ sent: 0, failed: 0 });
    startOutboxTimer(deliver);
    await jest.advanceTimersByTimeAsync(outboxRetryIntervalMs * 2);
    expect(deliver).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(outboxRetryIntervalMs);
    expect(deliver).toHaveBeenCalledTimes(2); // this one fails
    await jest.advanceTimersByTimeAsync(outboxRetryIntervalMs);
    expect(deliver).toHaveBeenCalledTimes(3);
  });
});
