import { expect, test } from '@playwright/test';
import {
  holdLoadEvent,
  isRscRequest,
  markWindow,
  rscRequestsByLoad,
  waitForHydration,
  windowIsMarked,
} from '../support/prefetch';

// The mobile project (Pixel 7): issue 14 measured prefetches competing with a phone's first load.

test('a phone prefetches no other page before the load event, and does once idle after it', async ({
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
  // The logo and the breadcrumb link to other pages from the first screen: once the browser is
  // idle after load they prefetch, which shows that the check below could see a prefetch at all.
  await expect.poll(async () => (await rscRequestsByLoad(page)).length).toBeGreaterThan(0);
  const early = (await rscRequestsByLoad(page)).filter((request) => request.beforeLoad);
  expect(early).toEqual([]);
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
