import { useSyncExternalStore } from 'react';

/**
 * "The page has loaded and the browser is idle": the moment a page may start fetching what its
 * first screen does not show (the manifest and its icons, the toast library). Anything fetched
 * earlier competes with the page's own requests on a slow phone.
 *
 * A tiny store React can subscribe to (useSyncExternalStore). It opens once per document and
 * stays open, so pages reached by client-side navigation find it open.
 */
export type AfterLoad = {
  subscribe(listener: () => void): () => void;
  hasPassed(): boolean;
};

type Environment = {
  document: Pick<Document, 'readyState'>;
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/**
 * How long an idle callback may wait. A page that never goes idle (an animation, a busy device)
 * still gets what waits for it, just late.
 */
export const idleTimeoutMs = 2000;
/** Where requestIdleCallback is missing (Safari before 18.x): a short pause after load. */
export const idleFallbackMs = 300;

export function createAfterLoad(environment: Environment): AfterLoad {
  let passed = false;
  let watching = false;
  const listeners = new Set<() => void>();

  const open = () => {
    passed = true;
    for (const listener of listeners) listener();
  };
  const whenIdle = () => {
    if (environment.requestIdleCallback)
      environment.requestIdleCallback(open, { timeout: idleTimeoutMs });
    else environment.setTimeout(open, idleFallbackMs);
  };
  // Started by the first subscriber, so that importing this module does nothing by itself.
  const watch = () => {
    if (watching) return;
    watching = true;
    if (environment.document.readyState === 'complete') whenIdle();
    else environment.addEventListener('load', whenIdle, { once: true });
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      watch();
      return () => listeners.delete(listener);
    },
    hasPassed: () => passed,
  };
}

let shared: AfterLoad | undefined;

/** The browser's one AfterLoad store (created on first use, never on the server). */
export function afterLoad(): AfterLoad {
  shared ??= createAfterLoad({
    document: window.document,
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    requestIdleCallback:
      typeof window.requestIdleCallback === 'function'
        ? (callback, options) => window.requestIdleCallback(callback, options)
        : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });
  return shared;
}

const subscribeToShared = (listener: () => void) => afterLoad().subscribe(listener);
const sharedHasPassed = () => afterLoad().hasPassed();
const notOnServer = () => false;

/** Whether the page has loaded and the browser gone idle since (false on the server). */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(subscribeToShared, sharedHasPassed, notOnServer);
}
