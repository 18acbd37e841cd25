import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, words, type User } from './support';
import {
  codeNow,
  confirmEnrollment,
  giveCode,
  nextCode,
  passwordStep,
  startEnrollment,
} from './two-factor-support';

// Two-factor sign-in on the production build, with its own accounts (never the shared admin):
// an editor enrolls an authenticator (the secret read from the page, codes computed with the
// same library), signs out, is asked the code after the password, may not use a code twice, and
// removes the factor with a code; without JavaScript an admin enrolls and passes the code step.
// axe at 390 and 1366 px on the enrollment, the security page and the code step.

function account(name: string): User {
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${name}_* are set by playwright.config.ts`);
  return { email, password };
}

const codeStepTitle = 'Código de verificación';
const wrongCode = 'El código no es correcto o ya se usó.';

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((n) => n.target) }));
}

/** axe at a phone's and a laptop's width, with a screenshot of each for review. */
async function checkScreen(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await blockingViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/totp-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function signOut(page: Page) {
  await page.goto('/admin');
  await page.getByRole('button', { name: words.es.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('an editor enrolls an authenticator, signs in with a code once, and removes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const editor = account('TOTP');
  // An editor without an authenticator is sent to set one up before anything else.
  await signIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Desactivada' })).toBeVisible();

  const secret = await startEnrollment(page);
  await checkScreen(page, 'enroll');
  await expect(page.getByRole('textbox', { name: /Código de 6 dígitos/ })).toHaveAttribute(
    'autocomplete',
    'one-time-code',
  );
  const first = codeNow(secret);
  const wrong = first.code === '000000' ? '111111' : '000000';
  await giveCode(page, wrong, 'Activar');
  await expect(page.locator('[data-form-problems]')).toContainText(wrongCode);
  // The same secret is shown again after a wrong code.
  await expect(page.locator('[data-totp-secret]')).toHaveText(secret.match(/.{4}/g)!.join(' '));
  await confirmEnrollment(page, first.code);
  await expect(page.getByRole('heading', { level: 2, name: 'Activada' })).toBeVisible();
  await checkScreen(page, 'security-on');

  // Signed out, the password alone opens nothing: the code step asks for the app's code.
  await signOut(page);
  await passwordStep(page, editor, '/admin/users');
  await expect(page).toHaveURL(/\/login\/code\?next=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('heading', { level: 1, name: codeStepTitle })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Código de 6 dígitos/ })).toHaveAttribute(
    'inputmode',
    'numeric',
  );
  await checkScreen(page, 'code-step');
  // The admin area sends the aal1 session back to the code step.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\/code\?next=%2Fadmin$/);
  // The code that enrolled the factor is used already.
  await giveCode(page, first.code, 'Verificar');
  await expect(page.locator('[data-form-problems]')).toContainText(wrongCode);
  const second = await nextCode(page, secret, first.step);
  await giveCode(page, second.code, 'Verificar');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(words.es.signedInAs(editor.email)).first()).toBeVisible();

  // Removing the factor takes a current code.
  await page.goto('/admin/account/security');
  const third = await nextCode(page, secret, second.step);
  await giveCode(page, third.code, 'Desactivar la verificación en dos pasos');
  await expect(page).toHaveURL(/\/admin\/account\/security\?removed=1$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Desactivada' })).toBeVisible();
  // Without it, the editor is sent to set one up again.
  await signOut(page);
  await signIn(page, editor);
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
});

test('without JavaScript: an admin enrolls, and signs in through the code step', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  const admin = account('TOTP_PLAIN');
  await signIn(page, admin);
  await expect(page).toHaveURL(/\/admin\/account\/security$/);
  const secret = await startEnrollment(page);
  const first = codeNow(secret);
  await confirmEnrollment(page, first.code);
  await signOut(page);
  await passwordStep(page, admin);
  await expect(page).toHaveURL(/\/login\/code/);
  const second = await nextCode(page, secret, first.step);
  await giveCode(page, second.code, 'Verificar');
  await expect(page).toHaveURL(/\/admin$/);
  await context.close();
});
