import { expect, test } from '@playwright/test';
import { installPrompts, offerInstall } from './support';

test('the install offer has a close control, and on a phone leaves the page room below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const install = page.getByRole('button', { name: 'Instalar la aplicación' });
  await expect(async () => {
    await offerInstall(page);
    await expect(install).toBeVisible({ timeout: 500 });
  }).toPass();

  // Docked to the bottom edge, with the same room added below the page's end.
  const panel = await page.locator('[data-prompt-panel]').boundingBox();
  expect(Math.round(panel!.y + panel!.height)).toBe(844);
  const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
  expect(room).toBeGreaterThanOrEqual(panel!.height);

  await page.getByRole('button', { name: 'Cerrar el aviso de instalación' }).click();
  await expect(install).toHaveCount(0);
  expect(await installPrompts(page)).toBe(0);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(
    0,
  );
});
