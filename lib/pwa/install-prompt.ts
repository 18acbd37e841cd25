import { createAutoHide, createVisibility } from './auto-hide';

/**
 * How long the install button stays when nobody clicks it
 * (docs/product.md#install-and-new-version-prompts).
 */
export const installButtonLifetimeMs = 15_000;

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * The install button's state: shown when the browser offers installation, gone on click (after
 * opening the browser's own prompt) or after 15 seconds, never shown when the site already runs
 * as an installed app.
 */
export function createInstallPrompt({ isInstalled }: { isInstalled: () => boolean }) {
  let offer: BeforeInstallPromptEvent | null = null;
  const visibility = createVisibility();
  const setVisible = visibility.set;

  const hide = () => {
    timer.cancel();
    offer = null;
    setVisible(false);
  };
  const timer = createAutoHide(installButtonLifetimeMs, hide);

  return {
    subscribe: visibility.subscribe,
    isVisible: visibility.get,
    /** The browser offers installation: keep its prompt for the button instead of its own UI. */
    offered(event: BeforeInstallPromptEvent) {
      if (isInstalled()) return;
      event.preventDefault();
      offer = event;
      setVisible(true);
      timer.start();
    },
    /** The visitor clicked: the button goes and the browser's prompt opens. */
    async install() {
      const event = offer;
      hide();
      // The browser's prompt reports its own outcome; a refusal needs no message from the site.
      await event?.prompt().catch(() => undefined);
    },
    /** The visitor closed the offer: it goes without opening the browser's prompt. */
    dismiss: hide,
    /** The site was installed (from the button or the browser's own menu). */
    installed: hide,
    hold: () => timer.hold(),
    release: () => timer.release(),
    dispose: hide,
  };
}

export type InstallPrompt = ReturnType<typeof createInstallPrompt>;
