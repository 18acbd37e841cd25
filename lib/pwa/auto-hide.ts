/**
 * A countdown that hides a notice after `lifetimeMs`. It pauses while the visitor holds the notice
 * (pointer over it or keyboard focus in it), so nothing vanishes from under a hand or a screen
 * reader, and resumes with the time that was left.
 */
export type AutoHide = {
  start(): void;
  hold(): void;
  release(): void;
  cancel(): void;
};

export function createAutoHide(lifetimeMs: number, onElapsed: () => void): AutoHide {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let remaining = 0;
  let startedAt = 0;
  let holds = 0;
  let active = false;

  const stopTimer = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const run = () => {
    startedAt = Date.now();
    timer = setTimeout(() => {
      timer = undefined;
      active = false;
      onElapsed();
    }, remaining);
  };

  return {
    start() {
      stopTimer();
      active = true;
      holds = 0;
      remaining = lifetimeMs;
      run();
    },
    hold() {
      holds += 1;
      if (!active || timer === undefined) return;
      stopTimer();
      remaining = Math.max(0, remaining - (Date.now() - startedAt));
    },
    release() {
      holds = Math.max(0, holds - 1);
      if (active && holds === 0 && timer === undefined) run();
    },
    cancel() {
      stopTimer();
      active = false;
      holds = 0;
    },
  };
}

/**
 * Whether a prompt shows, as a tiny store React can subscribe to (useSyncExternalStore): both
 * prompts keep their visibility here and notify only on a change.
 */
export function createVisibility() {
  let visible = false;
  const listeners = new Set<() => void>();
  return {
    get: () => visible,
    set(value: boolean) {
      if (visible === value) return;
      visible = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
