import { expect, test } from '@playwright/test';
import { homeLinkFor, otherLocale, pathFor } from '../../lib/routing';
import { canonicalPages } from '../support/pages';

for (const page of canonicalPages()) {
  test(`the toggle on ${page.path} opens the same page in the other language`, async ({
    page: browserPage,
  }) => {
    await browserPage.goto(page.path);
    const target = otherLocale(page.locale);
    await browserPage
      .getByRole('link', {
        name: page.locale === 'es' ? 'Read this page in English' : 'Leer esta página en español',
      })
      .click();
    // The Spanish home is linked at /es, which never follows a saved English choice.
    const expected =
      page.route.screen === 'home' ? homeLinkFor(target) : pathFor(page.route, target);
    await expect(browserPage).toHaveURL((url) => url.pathname === expected);
    await expect(browserPage.locator('html')).toHaveAttribute('lang', target);
  });
}

test('the choice is remembered at / in the cookie and in localStorage', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Leer esta página en español' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
});

test('/ is Spanish for a first visit whatever the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

const hostileRequests: Array<[string, Record<string, string>]> = [
  ['a garbage language cookie', { cookie: 'language=%00<script>; other=1' }],
  ['an empty language cookie', { cookie: 'language=' }],
  ['Accept-Language: *', { 'accept-language': '*' }],
  ['an empty Accept-Language', { 'accept-language': '' }],
  ['an 8 KB Accept-Language', { 'accept-language': `${'en-US,'.repeat(1300)}es;q=0.1` }],
];

for (const [name, headers] of hostileRequests) {
  test(`/ survives ${name}`, async ({ request }) => {
    const response = await request.get('/', { headers });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="es"');
  });
}

test('a saved English choice is private to the visitor', async ({ request }) => {
  const response = await request.get('/', { headers: { cookie: 'language=en' } });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="en"');
  expect(response.headers()['cache-control']).toContain('private');
});
