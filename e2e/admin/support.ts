import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { unusedCode } from '../support/codes';

// The users playwright.config.ts creates with `npm run user:create` before `next start`; their
// passwords are random per run and reach the tests through the environment only.

/** An account; `secret` is its authenticator's (base32) when it has one. */
export type User = { email: string; password: string; secret?: string };

/** The account playwright.config.ts names `name` (E2E_<name>_EMAIL, _PASSWORD, _TOTP). */
export function account(name: string): User {
  const email = process.env[`E2E_${name}_EMAIL`];
  const password = process.env[`E2E_${name}_PASSWORD`];
  if (!email || !password) throw new Error(`E2E_${name}_* are set by playwright.config.ts`);
  const secret = process.env[`E2E_${name}_TOTP`];
  return secret ? { email, password, secret } : { email, password };
}

/** The sign-in specs' admin (with an authenticator); other specs use their worker's admin. */
export const admin = () => account('ADMIN');
export const staff = () => account('STAFF');
/** A second admin, for the one test that signs out everywhere (the others' sessions survive). */
export const roamingAdmin = () => account('ROAMING');

export type Lang = 'es' | 'en';

/** What the admin area says, per language (its labels are how tests find things). */
export const words = {
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    forgot: '¿Olvidó su contraseña?',
    dashboard: 'Panel de administración',
    signedInAs: (email: string) => `Sesión iniciada como ${email}`,
    signOut: 'Cerrar sesión',
    signOutEverywhere: 'Cerrar sesión en todos los dispositivos',
    required: 'Debe proporcionar un correo electrónico o un número de teléfono y una contraseña',
    wrong: 'El correo electrónico o la contraseña no son correctos.',
    forbidden: 'Acceso denegado',
    users: 'Usuarios',
    code: 'Código de 6 dígitos',
    verify: 'Verificar',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    dashboard: 'Admin dashboard',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    signOutEverywhere: 'Sign out on all devices',
    required: 'You must provide either an email or phone number and a password',
    wrong: 'The e-mail or the password is not correct.',
    forbidden: 'Access denied',
    users: 'Users',
    code: '6-digit code',
    verify: 'Verify',
  },
} as const;

/** Chooses the admin's language as the staff area's switch saves it: its own cookie. */
export async function useLanguage(context: BrowserContext, lang: Lang, baseURL: string) {
  await context.addCookies([{ name: 'admin-language', value: lang, url: baseURL }]);
}

/**
 * Signs in through /login (with or without JavaScript, as the page is set up); an account with
 * an authenticator (`secret`) then gives a code nobody in the run has given at the code step.
 */
export async function signIn(page: Page, who: User, lang: Lang = 'es', next?: string) {
  const w = words[lang];
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel(w.email).fill(who.email);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill(who.password);
  await page.getByRole('button', { name: w.signIn }).click();
  // Settled: the page left /login (signed in) or says why not. A test that navigates before then
  // would race the session cookie.
  const settled = () =>
    Promise.race([
      page.waitForURL((url) => !url.pathname.startsWith('/login')),
      page.getByRole('alert').filter({ hasText: /\S/ }).first().waitFor(),
    ]);
  if (!who.secret) return settled();
  await Promise.race([page.waitForURL(/\/login\/code/), settled()]);
  if (!new URL(page.url()).pathname.startsWith('/login/code')) return;
  const { code } = await unusedCode(who.secret);
  await page.getByRole('textbox', { name: w.code }).fill(code);
  await page.getByRole('button', { name: w.verify }).click();
  // Settled: signed in (the page left /login) or the code refused. Not any alert: after the
  // client-side move to the code step, the route announcer (an alert) already names that page.
  await Promise.race([
    page.waitForURL((url) => !url.pathname.startsWith('/login')),
    page.locator('[data-form-problems]').waitFor(),
  ]);
}

export const unique = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@e2e.test`;

// The e-mails the server wrote, read back as text (e2e/support/mail.ts).
export { hasMailTo, mailTo } from '../support/mail';

/** The set-password link of a logged e-mail, as a path on this site. */
export function recoveryLinkIn(mail: string): string {
  const match = /https?:\/\/[^\s<>"]+\/auth\/confirm\?[^\s<>"]+/.exec(mail);
  if (!match) throw new Error('no /auth/confirm link in the e-mail');
  const url = new URL(match[0].replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}

/**
 * Every server action of a page rendered without JavaScript: each form carries a reference to
 * its action, with the action's id, in a hidden field named $ACTION_<n>:0.
 */
export async function actionIds(page: Page): Promise<string[]> {
  const references = await page
    .locator('input[name^="$ACTION_"][name$=":0"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  return [...new Set(references.map((value) => (JSON.parse(value) as { id: string }).id))];
}

/**
 * Calls a server action by its id as the browser's JavaScript does (React's reply encoding):
 * the previous state and a FormData whose fields carry the "1_" prefix of its reference. Sent as
 * from the site's own page (`Sec-Fetch-Site: same-origin`, as a browser says it) unless `headers`
 * says otherwise.
 */
export async function callAction(
  request: APIRequestContext,
  path: string,
  id: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' },
) {
  const multipart: Record<string, string> = { '0': '[{"status":"idle"},"$K1"]' };
  for (const [key, value] of Object.entries(fields)) multipart[`1_${key}`] = value;
  return request.post(path, {
    headers: { 'Next-Action': id, Accept: 'text/x-component', ...headers },
    multipart,
  });
}
