import { expect, test } from '@playwright/test';
import {
  holdLoadEvent,
  isRscRequest,
  markWindow,
  waitForHydration,
  windowIsMarked,
} from '../support/prefetch';

test('pointing at a link prefetches its page at once, even while the page is loading', async ({
  page,
}) => {
  const load = await holdLoadEvent(page);
  await page.goto('/nosotros', { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  const link = page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Contacto', exact: true });
  const prefetch = page.waitForRequest(
    (request) => isRscRequest(request) && new URL(request.url()).pathname.startsWith('/contacto'),
  );
  await link.hover();
  await prefetch;
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  load.release();

  await markWindow(page);
  await link.click();
  await expect(page).toHaveURL(/\/contacto$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  expect(await windowIsMarked(page)).toBe(true);
});
