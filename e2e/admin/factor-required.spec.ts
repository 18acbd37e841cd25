import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { account, signIn } from './support';
import { codeNow, confirmEnrollment, startEnrollment } from './two-factor-support';

// An editor without an authenticator lands on the security page after the password, every other
// staff page sends them back there, and once the first code confirms an authenticator the staff
// area opens. FACTORLESS is that editor's own account (playwright.config.ts).

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

test('an editor without an authenticator is sent to set one up before anything else', async ({
  page,
}) => {
  await signIn(page, account('FACTORLESS'));
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
  for (const elsewhere of ['/admin', '/admin/publication', '/admin/categories'])
    await page.goto(elsewhere).then(() => expect(page).toHaveURL(/\/admin\/account\/security$/));
  await expect(page.getByRole('status')).toContainText(
    'Su función (editor o administrador) exige la verificación en dos pasos.',
  );
  await expect(page.getByRole('button', { name: 'Configurar la aplicación' })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/enroll-shots/security-${width}.png`, fullPage: true });
  }

  // Set up there, the staff area opens.
  const secret = await startEnrollment(page);
  await confirmEnrollment(page, codeNow(secret).code);
  await page.goto('/admin/publication');
  await expect(page).toHaveURL(/\/admin\/publication$/);
});
