import { createUpdateNotice, skipWaitingMessage, updateNoticeLifetimeMs } from './update-notice';

function setup() {
  const reload = jest.fn();
  const notice = createUpdateNotice({ reload });
  const worker = { postMessage: jest.fn() };
  return { notice, reload, worker };
}

describe('new-version notice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows when a new version waits', () => {
    const { notice, worker } = setup();
    expect(notice.isVisible()).toBe(false);
    notice.found(worker);
    expect(notice.isVisible()).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('hides itself after 10 seconds, not before, and does nothing else', () => {
    expect(updateNoticeLifetimeMs).toBe(10_000);
    const { notice, reload, worker } = setup();
    notice.found(worker);
    jest.advanceTimersByTime(9_999);
    expect(notice.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(notice.isVisible()).toBe(false);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Más tarde" dismisses it and leaves the waiting version waiting', () => {
    const { notice, reload, worker } = setup();
    notice.found(worker);
    jest.advanceTimersByTime(3_000);
    notice.later();
    expect(notice.isVisible()).toBe(false);
    notice.controllerChanged();
    jest.advanceTimersByTime(20_000);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('"Actualizar" activates the new worker, then reloads the page once it controls it', () => {
    const { notice, reload, worker } = setup();
    notice.found(worker);
    notice.update();
    expect(notice.isVisible()).toBe(false);
    expect(worker.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(reload).not.toHaveBeenCalled();
    notice.controllerChanged();
    notice.controllerChanged();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads a page whose visitor did not click "Actualizar"', () => {
    const { notice, reload, worker } = setup();
    // Another tab's click makes the new worker take over this page too.
    notice.found(worker);
    notice.controllerChanged();
    // And with no notice at all (the very first worker claiming the page).
    setup().notice.controllerChanged();
    expect(reload).not.toHaveBeenCalled();
    expect(notice.isVisible()).toBe(true);
  });

  it('waits while the pointer or focus is on it', () => {
    const { notice, worker } = setup();
    notice.found(worker);
    jest.advanceTimersByTime(8_000);
    notice.hold();
    jest.advanceTimersByTime(30_000);
    expect(notice.isVisible()).toBe(true);
    notice.release();
    jest.advanceTimersByTime(1_999);
    expect(notice.isVisible()).toBe(true);
    jest.advanceTimersByTime(1);
    expect(notice.isVisible()).toBe(false);
  });

  it('shows again for a newer version found later, with a fresh 10 seconds', () => {
    const { notice, worker } = setup();
    notice.found(worker);
    notice.later();
    const newer = { postMessage: jest.fn() };
    notice.found(newer);
    jest.advanceTimersByTime(9_000);
    expect(notice.isVisible()).toBe(true);
    notice.update();
    expect(newer.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(worker.postMessage).not.toHaveBeenCalled();
  });

  it('tells its subscribers when it shows and hides', () => {
    const { notice, worker } = setup();
    const listener = jest.fn();
    const unsubscribe = notice.subscribe(listener);
    notice.found(worker);
    jest.advanceTimersByTime(10_000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    notice.found(worker);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
