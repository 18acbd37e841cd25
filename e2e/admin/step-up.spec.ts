import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn, type User } from './support';
import {
  codeNow,
  confirmEnrollment,
  giveCode,
  nextCode,
  startEnrollment,
} from './two-factor-support';

// The step-up screen on the production build, with an admin of its own: a fresh code there
// brings the person back to the page they came from (a safe `next` only). Whether an action
// sends a caller there (a code older than 15 minutes) is Jest's, with a fixed clock
// (lib/auth/step-up.test.ts, lib/admin/users/actions.test.ts): a browser test cannot wait that long.

function account(name: string): User {
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${name}_* are set by playwright.config.ts`);
  return { email, password };
}

test('a fresh code on the step-up screen goes back to the page, never off the site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, account('TOTP_STEP'));
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
  const secret = await startEnrollment(page);
  const first = codeNow(secret);
  await confirmEnrollment(page, first.code);

  await page.goto('/admin/account/step-up?next=https%3A%2F%2Fevil.example%2Fadmin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirme que es usted' }),
  ).toBeVisible();
  await page.goto('/admin/account/step-up?next=%2Fadmin%2Fusers');
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    await page.screenshot({ path: `/tmp/totp-shots/step-up-${width}.png`, fullPage: true });
  }
  await giveCode(page, first.code, 'Confirmar');
  await expect(page.locator('[data-form-problems]')).toContainText('ya se usó');
  const second = await nextCode(page, secret, first.step);
  await giveCode(page, second.code, 'Confirmar');
  await expect(page).toHaveURL(/\/admin\/users$/);
});
