import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signIn, type User } from './support';
import { codeNow, giveCode, passwordStep, startEnrollment } from './two-factor-support';

// Recovery codes on the production build, with an admin of its own: ten shown once at
// enrollment; one of them at the code step signs the person in without the app, turns
// two-step verification off and sends them to set it up again; the next sign-in asks no code
// and, an admin's role requiring an authenticator, leads to the same page.

function account(name: string): User {
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${name}_* are set by playwright.config.ts`);
  return { email, password };
}

test('a recovery code signs in once without the app and sends the person to enroll again', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const who = account('TOTP_RECOVERY');
  await signIn(page, who);
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
  const secret = await startEnrollment(page);
  await giveCode(page, codeNow(secret).code, 'Activar');
  const codes = page.locator('[data-recovery-codes] li');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((code) => code.trim());
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ).toEqual([]);
    await page.screenshot({ path: `/tmp/totp-shots/recovery-codes-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\?enrolled=1$/);

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  // Signed out once the page is the sign-in page: a navigation before then races that redirect.
  await page.waitForURL(/\/login/);
  await passwordStep(page, who);
  const field = page.getByRole('textbox', { name: /Código de recuperación/ });
  await field.fill('aaaaa-aaaaa');
  await page.getByRole('button', { name: 'Entrar con el código de recuperación' }).click();
  await expect(page.locator('[data-form-problems]')).toContainText(
    'El código de recuperación no es correcto',
  );
  await page.getByRole('textbox', { name: /Código de recuperación/ }).fill(recovery[3]!);
  await page.getByRole('button', { name: 'Entrar con el código de recuperación' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/security\?recovered=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Desactivada' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Configurar la aplicación' })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  // Signed out once the page is the sign-in page: a navigation before then races that redirect.
  await page.waitForURL(/\/login/);
  await signIn(page, who);
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
});
