import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { canonicalPages } from '../support/pages';

const otherPages = [
  { path: '/no-existe', locale: 'es' },
  { path: '/en/no-such-page', locale: 'en' },
  { path: '/publicaciones?q=reforma', locale: 'es' },
  { path: '/publicaciones/uvt-2027-como-se-calcula-y-que-valores-cambian', locale: 'es' },
  {
    path: '/en/legal-updates/antes-de-contratar-lo-que-una-empresa-debe-revisar-con-la-reforma-laboral',
    locale: 'en',
  },
];

for (const page of [...canonicalPages(), ...otherPages]) {
  test(`axe finds no serious or critical violation on ${page.path}`, async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.path);
    const results = await new AxeBuilder({ page: browserPage })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      // Experimental in axe, so off unless asked for: the visible text of a link or button must
      // be part of its accessible name (WCAG 2.5.3, Label in Name).
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const ran = [
      ...results.passes,
      ...results.violations,
      ...results.incomplete,
      ...results.inapplicable,
    ];
    expect(ran.map((rule) => rule.id)).toContain('label-content-name-mismatch');
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
