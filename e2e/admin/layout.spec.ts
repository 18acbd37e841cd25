import { expect, test, type Page } from '@playwright/test';
import { openAsAdmin } from './worker-admin';

/** The widths the admin area is used at: phones, tablets, laptops. */
const widths = [320, 390, 768, 1024, 1366] as const;

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Resizes through the widths on one load; the layout is recomputed on each resize. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
  }
}

test('the sign-in pages never scroll sideways', async ({ page }) => {
  for (const path of ['/login', '/login/forgot', '/admin/setup?token=spent']) {
    await page.setViewportSize({ width: widths[0], height: 900 });
    await page.goto(path);
    await expectNoSidewaysScroll(page, path);
  }
});

test('the admin pages never scroll sideways, and the users’ actions stay in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: widths[0], height: 900 });
  await openAsAdmin(page);
  await expectNoSidewaysScroll(page, '/admin');
  await page.goto('/admin/users');
  await expectNoSidewaysScroll(page, '/admin/users');
  // On a phone the table becomes labelled blocks: every action button lies within the screen.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const rights = await page
      .getByRole('button', { name: /Cambiar la función|Habilitar|Reenviar/ })
      .or(page.locator('main summary'))
      .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
    expect(rights.length).toBeGreaterThan(0);
    for (const right of rights) expect(right).toBeLessThanOrEqual(width);
  }
});

test('on a phone the admin header is one line, and its menu holds the account, the language and the sections', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAsAdmin(page);
  const header = page.getByRole('banner');
  const signOut = page.getByRole('button', { name: 'Cerrar sesión', exact: true });
  const sections = page.getByRole('navigation', { name: 'Secciones de la administración' });
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // One row of 44 px controls and its padding: the logo and the menu button side by side.
    expect((await header.boundingBox())?.height, `header at ${width} px`).toBeLessThanOrEqual(64);
  }
  await expect(signOut).toBeHidden();
  await expect(sections).toBeHidden();

  await header.getByText('Menú').click();
  await expect(signOut).toBeVisible();
  await expect(header.getByRole('group').getByText(/Sesión iniciada como/)).toBeVisible();
  await sections.getByRole('link', { name: 'Usuarios' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  // Closed again after the navigation: the page is in view, not the menu.
  await expect(sections).toBeHidden();

  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(signOut).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Usuarios' })).toBeVisible();
});
