import { expect, test, type Page } from '@playwright/test';
import { admin, signIn, words } from './support';
import { openAsAdmin } from './worker-admin';

// The staff area's own language: a switch in the admin's frame and on the sign-in page, kept in
// its own cookie. Reading the public site (or previewing an entry) in English never turns the
// staff area English, and the switch never changes the public site's language.

// A sign-in of an admin gives a code, which may wait for the next step of the account's app.
test.describe.configure({ timeout: 120_000 });

const dashboardHeading = (page: Page, lang: 'es' | 'en') =>
  page.getByRole('heading', { level: 1, name: words[lang].dashboard });

test('an English preview leaves the admin in Spanish; the switch changes the admin only', async ({
  page,
  context,
}) => {
  await openAsAdmin(page);
  // The English preview of an entry with an English version (the demo entries have one).
  await page.goto('/admin/publication');
  const edit = page.locator('a[href^="/admin/publication/edit/"]').first();
  const id = (await edit.getAttribute('href'))!.split('/').pop()!;
  await page.goto(`/api/preview?id=${id}&locale=en`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const publicChoice = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'language')?.value;
  // The public page saved English as the visitor's choice, as it does for every reader.
  await expect.poll(publicChoice).toBe('en');

  await page.goto('/admin');
  await expect(dashboardHeading(page, 'es')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The public site in Spanish again, then the admin switched to English: the admin is English,
  // the public home page still follows its own choice.
  await page.goto('/publicaciones');
  await expect.poll(publicChoice).toBe('es');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: /^English/ }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const saved = (await context.cookies()).find((cookie) => cookie.name === 'admin-language');
  expect(saved).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  expect(saved!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
  expect(await publicChoice()).toBe('es');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/admin');
  await expect(dashboardHeading(page, 'en')).toBeVisible();

  // And back to Spanish from the frame.
  await page.getByRole('button', { name: /^Español/ }).click();
  await expect(dashboardHeading(page, 'es')).toBeVisible();
});

test('the sign-in page switches without JavaScript and keeps where it returns to', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login?next=%2Fadmin%2Fusers');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await page.getByRole('button', { name: /^English/ }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn(page, admin(), 'en', '/admin/users');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    // The admin's frame switches back without JavaScript too, on the same page.
    await page.getByRole('button', { name: /^Español/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'language')).toBe(false);
  } finally {
    await context.close();
  }
});

test('the switch returns to a page of the staff area only', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const field = page.locator('form:has(input[name="back"]) input[name^="$ACTION_ID_"]');
    const actionField = (await field.getAttribute('name'))!;
    for (const back of [
      '//evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/admin/%2e%2e/%2e%2e//evil.example',
      'https://evil.example/admin',
      '/en/legal-updates',
    ]) {
      const answer = await context.request.post('/login', {
        headers: { Origin: new URL(baseURL!).origin },
        multipart: { [actionField]: '', locale: 'en', back },
        maxRedirects: 0,
      });
      expect(answer.status(), back).toBe(303);
      expect(answer.headers().location, back).toBe('/admin');
    }
  } finally {
    await context.close();
  }
});
