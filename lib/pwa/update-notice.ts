import { createAutoHide, createVisibility } from './auto-hide';

/**
 * How long the new-version notice stays when nobody answers it
 * (docs/product.md#install-and-new-version-prompts).
 */
export const updateNoticeLifetimeMs = 10_000;

/** The message Serwist's worker obeys to stop waiting and take over (lib/pwa/sw.ts). */
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;

type WaitingWorker = Pick<ServiceWorker, 'postMessage'>;

/**
 * The new-version notice's state. "Actualizar" tells the waiting worker to take over, and this
 * page reloads once when it does; "Más tarde" and the 10-second timeout only hide the notice.
 * Only a click in this page reloads it: a worker taking over because another tab asked (or for
 * any other reason) leaves this page, and any form being filled in on it, alone.
 */
export function createUpdateNotice({ reload }: { reload: () => void }) {
  let waiting: WaitingWorker | null = null;
  let updateRequested = false;
  let reloaded = false;
  const visibility = createVisibility();
  const setVisible = visibility.set;

  const hide = () => {
    timer.cancel();
    setVisible(false);
  };
  const timer = createAutoHide(updateNoticeLifetimeMs, hide);

  return {
    subscribe: visibility.subscribe,
    isVisible: visibility.get,
    /** A new version is installed and waiting for this page's consent. */
    found(worker: WaitingWorker) {
      if (updateRequested) return;
      waiting = worker;
      setVisible(true);
      timer.start();
    },
    /** "Actualizar": the waiting worker takes over, then the page reloads once. */
    update() {
      hide();
      if (!waiting) return;
      updateRequested = true;
      waiting.postMessage(skipWaitingMessage);
    },
    /** "Más tarde". */
    later: hide,
    /** A new worker now controls this page. */
    controllerChanged() {
      if (!updateRequested || reloaded) return;
      reloaded = true;
      reload();
    },
    hold: () => timer.hold(),
    release: () => timer.release(),
    dispose: hide,
  };
}

export type UpdateNotice = ReturnType<typeof createUpdateNotice>;
