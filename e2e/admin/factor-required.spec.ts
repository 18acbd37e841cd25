import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, type User } from './support';

// With STAFF_FACTOR_REQUIRED=1 on the server (off by default until the suite signs its editors and
// admins in with codes): an editor without an authenticator lands on the security page after the
// password, and every other staff page sends them back there. Skipped while the switch is off.

test.skip(
  process.env.STAFF_FACTOR_REQUIRED !== '1',
  'STAFF_FACTOR_REQUIRED is off (docs/testing.md: moving the suite to codes)',
);

const editor = (): User => ({
  email: process.env.E2E_EDITOR_EMAIL!,
  password: process.env.E2E_EDITOR_PASSWORD!,
});

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
  await signIn(page, editor());
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
});
