import { expect, test } from '@playwright/test';
import { admin, roamingAdmin, signIn, unique, useLanguage, words, type Lang } from './support';
import { sessionAdmin } from './worker-admin';

// Sign-in and sign-out in both languages, with and without JavaScript: the forms are server
// actions that also post as plain forms, and answer the same words either way. The admins have
// an authenticator: a sign-in passes the code step too. Each worker signs its own admin in (its
// session of the run stays: these sign-ins make sessions of their own), so the two workers
// never wait for each other's codes.

// A sign-in of an admin gives a code, which may wait for the next step of the account's app.
test.describe.configure({ timeout: 120_000 });

for (const javaScriptEnabled of [true, false]) {
  for (const lang of ['es', 'en'] as const satisfies Lang[]) {
    test.describe(`${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });
      const w = words[lang];

      test.beforeEach(async ({ context, baseURL }) => {
        await useLanguage(context, lang, baseURL!);
      });

      test('signs in, shows who is signed in, and signs out on this device', async ({ page }) => {
        await page.goto('/login');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('link', { name: w.forgot })).toBeVisible();
        await signIn(page, sessionAdmin(), lang);
        await expect(page).toHaveURL(/\/admin$/);
        await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
        await expect(page.getByText(w.signedInAs(sessionAdmin().email)).first()).toBeVisible();
        await expect(page.getByRole('link', { name: w.users }).first()).toBeVisible();

        await page.getByRole('button', { name: w.signOut, exact: true }).click();
        await expect(page).toHaveURL(/\/login$/);
        const again = await page.goto('/admin/users');
        expect(again?.status()).toBe(200);
        await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
      });

      test('answers a missing e-mail or password with one message', async ({ page }) => {
        await page.goto('/login');
        await page.getByLabel(w.email).fill(sessionAdmin().email);
        await page.getByRole('button', { name: w.signIn }).click();
        await expect(page.getByRole('alert').filter({ hasText: w.required })).toBeVisible();
        // What was typed comes back; the form is still there to try again.
        await expect(page.getByLabel(w.email)).toHaveValue(sessionAdmin().email);
        await expect(page).toHaveURL(/\/login/);
      });

      test('returns to the page it was sent from, never to another site', async ({ page }) => {
        await signIn(page, sessionAdmin(), lang, '/admin/users');
        await expect(page).toHaveURL(/\/admin\/users$/);
        await page.getByRole('button', { name: w.signOut, exact: true }).click();
        // Signed out (its redirect has landed) before the next navigation, which would abort it.
        await expect(page).toHaveURL(/\/login$/);
        await signIn(page, sessionAdmin(), lang, '//evil.example/admin');
        await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin$/);
      });
    });
  }
}

test('one message for a wrong password and for an unknown e-mail', async ({ page }) => {
  // Two failures from this address: well under the throttle (5 in 15 minutes), which every other
  // test of the run shares.
  const w = words.es;
  await signIn(page, { email: admin().email, password: `${admin().password}x` }, 'es');
  const wrong = page.getByRole('alert').filter({ hasText: w.wrong });
  await expect(wrong).toBeVisible();
  await signIn(page, { email: unique('nobody'), password: admin().password }, 'es');
  await expect(wrong).toBeVisible();
  // The password never comes back into the page.
  expect(await page.content()).not.toContain(admin().password);
});

test('signing out everywhere ends the other devices’ sessions too', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const [a, b] = [await first.newPage(), await second.newPage()];
    for (const page of [a, b]) {
      await signIn(page, roamingAdmin(), 'es');
      await expect(page).toHaveURL(/\/admin$/);
    }
    await a.getByRole('button', { name: words.es.signOutEverywhere }).click();
    await expect(a).toHaveURL(/\/login$/);
    await b.goto('/admin/users');
    await expect(b).toHaveURL(/\/login\?next=/);
  } finally {
    await first.close();
    await second.close();
  }
});

test('a tab left open after sign-out cannot act: its next action sends it to /login', async ({
  browser,
}) => {
  const context = await browser.newContext();
  try {
    const open = await context.newPage();
    await signIn(open, sessionAdmin(), 'es');
    await open.goto('/admin/users');
    const other = await context.newPage();
    await other.goto('/admin');
    await other.getByRole('button', { name: words.es.signOut, exact: true }).click();
    await expect(other).toHaveURL(/\/login$/);

    const email = unique('late');
    await open.getByLabel(words.es.email).fill(email);
    await open.getByRole('button', { name: 'Añadir y enviar la invitación' }).click();
    await expect(open).toHaveURL(/\/login/);
    // Nothing was written: signed in again, the address is not among the users.
    await signIn(open, sessionAdmin(), 'es', '/admin/users');
    await expect(open.getByRole('rowheader', { name: email })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
