import { expect, type Page } from '@playwright/test';
import { codeNow } from '../support/codes';
import { words, type User } from './support';

// Two-factor in the browser: the codes an authenticator app would show, computed with the same
// library the server checks them with, from the secret the enrollment page shows.

const stepMs = 30_000;

export { codeNow };

/**
 * A code from a later step than `afterStep`: a code is accepted once, so a test that needs a
 * second one waits for the app's next code, as a person would.
 */
export async function nextCode(page: Page, secret: string, afterStep: number) {
  const wait = (afterStep + 1) * stepMs - Date.now();
  if (wait > 0) await page.waitForTimeout(wait + 250);
  return codeNow(secret);
}

/** Starts an enrollment on /admin/account/security and answers the secret the page shows. */
export async function startEnrollment(page: Page): Promise<string> {
  await page.goto('/admin/account/security');
  await page.getByRole('button', { name: 'Configurar la aplicación' }).click();
  await expect(
    page.getByRole('img', { name: 'Código QR para la aplicación de autenticación' }),
  ).toBeVisible();
  const shown = await page.locator('[data-totp-secret]').textContent();
  const secret = (shown ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

/** Types a code into the page's code field and posts it. */
export async function giveCode(page: Page, code: string, button: string | RegExp) {
  // The form of that button: the settings page has two code fields (remove, new recovery codes).
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
  await form.getByRole('textbox', { name: /Código de 6 dígitos/ }).fill(code);
  await form.getByRole('button', { name: button }).click();
}

/** The password step of an account with an authenticator: it ends on the code step. */
export async function passwordStep(page: Page, who: User, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel(words.es.email).fill(who.email);
  await page.getByRole('textbox', { name: words.es.password, exact: true }).fill(who.password);
  await page.getByRole('button', { name: words.es.signIn }).click();
  await page.waitForURL(/\/login\/code/);
}

/**
 * Confirms an enrollment with its first code: the ten recovery codes are shown once, then
 * "Continuar" leads to the settings. Answers the codes.
 */
export async function confirmEnrollment(page: Page, code: string): Promise<string[]> {
  await giveCode(page, code, 'Activar');
  const codes = page.locator('[data-recovery-codes] li');
  await expect(codes).toHaveCount(10);
  const shown = (await codes.allTextContents()).map((text) => text.trim());
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/admin\/account\/security\?enrolled=1$/);
  return shown;
}
