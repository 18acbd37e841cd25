import { expect, test } from '@playwright/test';
import { waitPastAfterLoad } from '../support/after-load';
import {
  holdLoadEvent,
  isRscRequest,
  markWindow,
  rscRequests,
  waitForHydration,
  windowIsMarked,
} from '../support/prefetch';

// The mobile project (Pixel 7): on a throttled phone, prefetches competed with the first load.

test('a phone prefetches no page on sight, before or after load, and one it is about to open at once', async ({
  page,
}) => {
  const load = await holdLoadEvent(page);
  await page.goto('/nosotros', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  // A link prefetching on sight would have done it by now: next/link schedules it on hydration.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  load.release();
  await page.waitForLoadState('load');
  await waitPastAfterLoad(page);
  expect(await rscRequests(page)).toEqual([]);

  // A touch on a link is the intent that starts its prefetch, which shows that the check above
  // could see a prefetch at all.
  const link = page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link')
    .first();
  await link.dispatchEvent('touchstart');
  await expect.poll(async () => (await rscRequests(page)).length).toBeGreaterThan(0);
});

test('a tapped link navigates on the client, even before the page has loaded', async ({ page }) => {
  await holdLoadEvent(page);
  await page.goto('/nosotros', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await markWindow(page);
  const payload = page.waitForRequest(isRscRequest);
  await menu.getByRole('link', { name: 'Contacto', exact: true }).tap();
  await payload;
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  expect(await windowIsMarked(page)).toBe(true);
});
