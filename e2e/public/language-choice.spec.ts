import { expect, test } from '@playwright/test';

const entry = {
  es: '/publicaciones/uvt-2027-como-se-calcula-y-que-valores-cambian',
  en: '/en/legal-updates/uvt-2027-how-it-is-calculated-and-what-changes',
};

/** The language toggle's link in the server's HTML, as a crawler or a visitor without script sees it. */
function toggleHref(html: string, target: 'es' | 'en'): string | undefined {
  return html.match(new RegExp(`<a href="([^"]+)" hrefLang="${target}"`, 'i'))?.[1];
}

test('reading a page saves its language as the choice', async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: 'en', url: 'http://localhost' }]);
  await page.goto('/nosotros');
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value)
    .toBe('es');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');

  // The Spanish page's logo leads to the Spanish home, whatever was chosen before.
  await page.getByRole('link', { name: /^Montoya Rivas/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('without JavaScript, each logo leads to its own language’s home', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'language', value: 'en', url: 'http://localhost' }]);
  const page = await context.newPage();
  await page.goto('/nosotros');
  const logo = page.getByRole('link', { name: /^Montoya Rivas/ });
  await expect(logo).toHaveAttribute('href', '/es');
  await logo.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/en/about');
  await expect(page.getByRole('link', { name: /^Montoya Rivas/ })).toHaveAttribute('href', '/en');
  await context.close();
});

test('an entry’s toggle links the translated entry in the server HTML', async ({ request }) => {
  expect(toggleHref(await (await request.get(entry.es)).text(), 'en')).toBe(entry.en);
  expect(toggleHref(await (await request.get(entry.en)).text(), 'es')).toBe(entry.es);
});

test('the toggle keeps the publications search, not its page number', async ({ page }) => {
  await page.goto('/publicaciones?q=reforma&type=publication&page=2');
  const toggle = page.getByRole('link', { name: /Read this page in English/ });
  await expect(toggle).toHaveAttribute('href', '/en/legal-updates?q=reforma&type=publication');
  await toggle.click();
  await expect(page).toHaveURL(/\/en\/legal-updates\?q=reforma&type=publication$/);
  await expect(page.locator('#results-title')).toContainText('for “reforma”');
});
