import { createAfterLoad, idleFallbackMs, idleTimeoutMs } from './after-load';

function setup({ readyState = 'loading', idle = true } = {}) {
  const loadListeners: Array<() => void> = [];
  const idleCallbacks: Array<{ callback: () => void; timeout: number }> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const environment = {
    document: { readyState: readyState as DocumentReadyState },
    addEventListener: jest.fn((_type: 'load', listener: () => void) => {
      loadListeners.push(listener);
    }),
    requestIdleCallback: idle
      ? (callback: () => void, { timeout }: { timeout: number }) =>
          idleCallbacks.push({ callback, timeout })
      : undefined,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  };
  const load = () => loadListeners.splice(0).forEach((listener) => listener());
  const runIdle = () => idleCallbacks.splice(0).forEach(({ callback }) => callback());
  return { store: createAfterLoad(environment), environment, load, runIdle, idleCallbacks, timers };
}

test('stays closed through loading, and until the browser is idle after load', () => {
  const { store, load, runIdle } = setup();
  const listener = jest.fn();
  store.subscribe(listener);
  expect(store.hasPassed()).toBe(false);
  load();
  expect(store.hasPassed()).toBe(false);
  expect(listener).not.toHaveBeenCalled();
  runIdle();
  expect(store.hasPassed()).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a page that never goes idle still opens, when the idle callback times out', () => {
  const { store, load, idleCallbacks } = setup();
  store.subscribe(() => undefined);
  load();
  expect(idleCallbacks.map(({ timeout }) => timeout)).toEqual([idleTimeoutMs]);
});

test('without requestIdleCallback it opens a short pause after load', () => {
  const { store, load, timers } = setup({ idle: false });
  store.subscribe(() => undefined);
  load();
  expect(store.hasPassed()).toBe(false);
  expect(timers.map(({ ms }) => ms)).toEqual([idleFallbackMs]);
  timers[0]?.callback();
  expect(store.hasPassed()).toBe(true);
});

test('subscribing after load waits for idle only', () => {
  const { store, environment, runIdle } = setup({ readyState: 'complete' });
  store.subscribe(() => undefined);
  expect(environment.addEventListener).not.toHaveBeenCalled();
  runIdle();
  expect(store.hasPassed()).toBe(true);
});

test('watches the page once, whatever the number of subscribers, and nothing before the first', () => {
  const { store, environment } = setup();
  expect(environment.addEventListener).not.toHaveBeenCalled();
  const unsubscribe = store.subscribe(() => undefined);
  store.subscribe(() => undefined);
  unsubscribe();
  store.subscribe(() => undefined);
  expect(environment.addEventListener).toHaveBeenCalledTimes(1);
});

test('an unsubscribed listener is not called', () => {
  const { store, load, runIdle } = setup();
  const listener = jest.fn();
  const unsubscribe = store.subscribe(listener);
  unsubscribe();
  load();
  runIdle();
  expect(listener).not.toHaveBeenCalled();
  expect(store.hasPassed()).toBe(true);
});
