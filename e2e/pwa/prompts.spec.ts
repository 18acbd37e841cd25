import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  installNewVersion,
  installPrompts,
  offerInstall,
  pauseClock,
  waitForWorker,
} from './support';

const installButton = (page: Page, name = 'Instalar la aplicación') =>
  page.getByRole('button', { name });
const updateNotice = (page: Page, name = 'Nueva versión disponible') =>
  page.getByRole('group', { name });

/** Offers installation until the hydrated page shows its button. */
async function showInstallButton(page: Page, name?: string) {
  await expect(async () => {
    await offerInstall(page);
    await expect(installButton(page, name)).toBeVisible({ timeout: 500 });
  }).toPass();
}

test.describe('install button', () => {
  test('appears when the browser offers installation, opens its prompt on click and goes', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(installButton(page)).toHaveCount(0);
    await showInstallButton(page);
    await installButton(page).click();
    await expect(installButton(page)).toHaveCount(0);
    expect(await installPrompts(page)).toBe(1);
  });

  test('goes by itself after 15 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en');
    await showInstallButton(page, 'Install the app');
    // Shown a moment ago; pauseClock adds one second.
    await pauseClock(page);
    await page.clock.runFor(12_000);
    await expect(installButton(page, 'Install the app')).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(installButton(page, 'Install the app')).toHaveCount(0);
    expect(await installPrompts(page)).toBe(0);
  });
});

test.describe('new version notice', () => {
  test('appears when a new worker waits, is announced politely, and "Más tarde" dismisses it', async ({
    page,
  }) => {
    await page.goto('/nosotros');
    await waitForWorker(page);
    await expect(updateNotice(page)).toHaveCount(0);
    await installNewVersion(page);

    const notice = updateNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('¿Actualizar ahora?');
    await expect(page.locator('[aria-live="polite"]')).toHaveText(
      'Nueva versión disponible ¿Actualizar ahora?',
    );
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await notice.getByRole('button', { name: 'Más tarde' }).click();
    await expect(notice).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(reloads).toBe(0);
    // The new version still waits for a visitor who wants it.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.ready).waiting)).toBe(
      true,
    );
  });

  test('"Actualizar" activates the new worker and reloads the page into it, once', async ({
    page,
  }) => {
    await page.goto('/nosotros');
    await waitForWorker(page);
    const newVersion = await installNewVersion(page);
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    const reloaded = page.waitForEvent('load');
    await updateNotice(page).getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      newVersion,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
    await page.waitForTimeout(1_000);
    expect(reloads).toBe(1);
  });

  test('hides itself after 10 seconds, in English on English pages', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/about');
    await waitForWorker(page);
    await installNewVersion(page);
    const notice = updateNotice(page, 'New version available');
    await expect(notice).toBeVisible();
    // Shown a moment ago; pauseClock adds one second.
    await pauseClock(page);
    await expect(notice).toContainText('Update now?');
    await expect(notice.getByRole('button', { name: 'Update', exact: true })).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Later' })).toBeVisible();
    await page.clock.runFor(7_000);
    await expect(notice).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(notice).toHaveCount(0);
  });

  test('another tab\'s "Actualizar" never reloads a page with a form being filled in', async ({
    context,
  }) => {
    const clicking = await context.newPage();
    const typing = await context.newPage();
    await clicking.goto('/nosotros');
    await waitForWorker(clicking);
    await typing.goto('/publicaciones');
    await waitForWorker(typing);
    const search = typing.getByRole('searchbox', { name: 'Buscar' });
    await search.fill('reforma laboral');
    let typingReloads = 0;
    typing.on('load', () => (typingReloads += 1));

    const newVersion = await installNewVersion(clicking);
    await expect(updateNotice(typing)).toBeVisible();
    const reloaded = clicking.waitForEvent('load');
    await updateNotice(clicking).getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;

    // The new worker controls both tabs, but only the tab that asked was reloaded.
    await expect
      .poll(() => typing.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toBe(newVersion);
    await typing.waitForTimeout(1_000);
    expect(typingReloads).toBe(0);
    await expect(search).toHaveValue('reforma laboral');
  });
});

test('both prompts pass axe with no serious or critical violation', async ({ page }) => {
  await page.goto('/');
  await waitForWorker(page);
  await installNewVersion(page);
  await showInstallButton(page);
  await expect(updateNotice(page)).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include('aside')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(blocking.map((v) => v.id)).toEqual([]);
});
