import type { Page, Request } from '@playwright/test';

const probePath = '/__e2e-held-image.png';
// A 1×1 transparent PNG.
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Holds the page's load event back, as a slow phone network does, with an image that answers
 * only when the returned `release` is called: the page hydrates long before it has loaded, so
 * a link that prefetches as soon as it is in the viewport does it before the load event.
 * Unthrottled, this machine would load the page before hydration ends and hide such a prefetch.
 */
export async function holdLoadEvent(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${probePath}`, async (route) => {
    await released;
    await route.fulfill({ contentType: 'image/png', body: pixel });
  });
  await page.addInitScript((src) => {
    document.addEventListener('DOMContentLoaded', () => {
      const image = document.createElement('img');
      image.src = src;
      image.alt = '';
      image.width = 1;
      image.height = 1;
      document.body.append(image);
    });
  }, probePath);
  return { release };
}

/** Waits until React has hydrated the header (its home link carries React's props). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const link = document.querySelector('header a[href]:not([href^="#"])');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
  });
}

/** Whether a request is a client-side navigation's or a prefetch's RSC payload. */
export const isRscRequest = (request: Request) =>
  new URL(request.url()).searchParams.has('_rsc') || request.headers()['rsc'] === '1';

/**
 * The addresses of the RSC payloads the page has fetched (prefetches and client-side
 * navigations), from the page's own resource timing, so no race between Playwright's events and
 * the page's.
 */
export async function rscRequests(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).searchParams.has('_rsc')),
  );
}

/**
 * Marks the window, so that a test can tell a client-side navigation (the mark survives) from
 * a full page load (a new window object, without it).
 */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as Window & { e2eMark?: boolean }).e2eMark = true;
  });
}

export async function windowIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { e2eMark?: boolean }).e2eMark === true);
}
