import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { canonicalPages } from '../support/pages';

for (const page of [...canonicalPages(), { path: '/no-existe', locale: 'es' }]) {
  test(`axe finds no serious or critical violation on ${page.path}`, async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.path);
    const results = await new AxeBuilder({ page: browserPage })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(blocking).toEqual([]);
  });
}

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/nosotros');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('team biographies open on demand', async ({ page }) => {
  await page.goto('/en/about');
  const details = page.locator('details').first();
  const longBio = details.locator('p');
  await expect(longBio).toBeHidden();
  await details.getByText('Read full biography').click();
  await expect(longBio).toBeVisible();
  await expect(longBio).toContainText(/\w{4,}/);
});
