import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openAsAdmin } from './worker-admin';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const path of ['/login', '/login/forgot']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('axe finds nothing serious on /login with its problems listed', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.locator('[data-form-problems]')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

for (const path of ['/admin', '/admin/users']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await openAsAdmin(page);
    await page.goto(path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
