'use client';

import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useAfterLoad } from '@/lib/after-load';
import { createInstallPrompt, type BeforeInstallPromptEvent } from '@/lib/pwa/install-prompt';
import { linkManifest } from '@/lib/pwa/manifest-link';
import { createUpdateNotice } from '@/lib/pwa/update-notice';
import type { PwaLabels } from './pwa-labels';

// The prompts' markup loads only when one shows: most visits never see either.
const PromptPanel = lazy(() =>
  import('./prompt-panel').then((module) => ({ default: module.PromptPanel })),
);

/** Whether the site already runs as an installed app (no install offer there). */
function runsInstalled(): boolean {
  const installedModes = ['standalone', 'minimal-ui', 'fullscreen', 'window-controls-overlay'];
  return (
    installedModes.some((mode) => window.matchMedia(`(display-mode: ${mode})`).matches) ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/**
 * Registers the service worker and shows its two prompts: the install button and the
 * new-version notice. Mounted by the public layout only.
 */
export function PwaPrompts({ labels }: { labels: PwaLabels }) {
  const [install] = useState(() => createInstallPrompt({ isInstalled: runsInstalled }));
  const [notice] = useState(() => createUpdateNotice({ reload: () => window.location.reload() }));
  const installVisible = useSyncExternalStore(install.subscribe, install.isVisible, () => false);
  const noticeVisible = useSyncExternalStore(notice.subscribe, notice.isVisible, () => false);
  const loaded = useAfterLoad();

  useEffect(() => {
    // Not in the HTML: the browser would fetch the manifest and its icon while the page loads.
    if (loaded) linkManifest(document);
  }, [loaded]);

  useEffect(() => {
    // Listening from hydration on: the browser offers installation once per page load.
    const onOffer = (event: Event) => install.offered(event as BeforeInstallPromptEvent);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', install.installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', install.installed);
      install.dispose();
    };
  }, [install]);

  useEffect(() => {
    // Development serves no worker: a stale public/sw.js would cache dev assets.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const register = () =>
      void import('@/lib/pwa/register').then(({ registerServiceWorker }) =>
        registerServiceWorker({
          onWaiting: notice.found,
          onControllerChange: notice.controllerChanged,
        }),
      );
    // After the page has loaded, so the worker's precaching never competes with it.
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      window.removeEventListener('load', register);
      notice.dispose();
    };
  }, [notice]);

  return (
    <>
      {/* Present from the start, so that screen readers announce the notice when it fills. */}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {noticeVisible ? `${labels.updateTitle} ${labels.updateQuestion}` : ''}
      </div>
      {(installVisible || noticeVisible) && (
        <Suspense>
          <PromptPanel
            labels={labels}
            install={installVisible ? install : null}
            notice={noticeVisible ? notice : null}
          />
        </Suspense>
      )}
    </>
  );
}
