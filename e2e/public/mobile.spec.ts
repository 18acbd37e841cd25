import { expect, test } from '@playwright/test';

test('the mobile menu opens, closes with Escape and navigates', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Abrir menú' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await menu.getByRole('link', { name: 'Nosotros', exact: true }).click();
  await expect(page).toHaveURL(/\/nosotros$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
  await expect(page.getByRole('navigation', { name: 'Menú' })).toBeHidden();
});

test('the English mobile menu speaks English', async ({ page }) => {
  await page.goto('/en/services');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['About us', 'Services', 'Work with us', 'Contact']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('pages do not scroll sideways on a phone', async ({ page }) => {
  for (const path of [
    '/',
    '/nosotros',
    '/servicios/derecho-tributario',
    '/en/contact',
    '/politica-de-privacidad',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
