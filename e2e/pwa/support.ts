import type { Page } from '@playwright/test';

/** Waits until the service worker controls `page` (it claims the page that installed it). */
export async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths kept in one of the worker's caches. */
export async function cachedPaths(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  }, cacheName);
}

/**
 * Fires a synthetic `beforeinstallprompt`, as Chromium does when the site may be installed,
 * until the page (once hydrated) shows its button. The page counts calls to `prompt()` in
 * `window.installPrompts`.
 */
export async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: async () => {
        const counted = window as Window & { installPrompts?: number };
        counted.installPrompts = (counted.installPrompts ?? 0) + 1;
        return { outcome: 'dismissed' };
      },
    });
    window.dispatchEvent(offer);
  });
}

export async function installPrompts(page: Page): Promise<number> {
  return page.evaluate(() => (window as Window & { installPrompts?: number }).installPrompts ?? 0);
}

/**
 * A new version of the worker, installed and waiting: the built worker registered again under
 * another script URL (`/sw.js?build=…`), which the browser treats as a new worker for the same
 * scope. Resolves with that URL once the new worker waits.
 */
export async function installNewVersion(page: Page, build = 'second'): Promise<string> {
  return page.evaluate(async (name) => {
    const registration = await navigator.serviceWorker.register(`/sw.js?build=${name}`, {
      scope: '/',
    });
    const worker = registration.installing ?? registration.waiting;
    if (!worker) throw new Error('no new worker was installed');
    if (worker.state !== 'installed') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()),
      );
    }
    return worker.scriptURL;
  }, build);
}

/** Stops the page's clock (a second from now), so the test moves it by hand from there. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
