import { expect, test } from '@playwright/test';
import { alternatesFor } from '../../lib/routing';
import { publicPages } from '../support/pages';

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

for (const page of publicPages()) {
  test(`${page.path} answers 200 in ${page.locale} with its canonical and hreflang tags`, async ({
    request,
  }) => {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(attr(html, /<html[^>]*\slang="([^"]+)"/)).toBe(page.locale);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(attr(html, /<title>([^<]+)<\/title>/)?.trim().length).toBeGreaterThan(5);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    // Absolute URLs on the configured site origin (NEXT_PUBLIC_SITE_URL, baked in at build).
    const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname).toBe(page.canonical);

    for (const [lang, path] of Object.entries(alternatesFor(page.route))) {
      const href = attr(
        html,
        new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`),
      );
      expect(href, `hreflang ${lang}`).toMatch(/^https?:\/\//);
      expect(new URL(href!).pathname, `hreflang ${lang}`).toBe(path);
    }
  });
}

const unknownPaths = [
  '/no-existe-esta-pagina',
  '/en/nothing-here',
  '/servicios/no-existe',
  '/en/services/derecho-tributario',
  '/services/derecho-tributario',
  '/servicios/tax-law',
  '/fr',
  '/es/about/extra',
];

for (const path of unknownPaths) {
  test(`${path} answers 404 with the bilingual not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('Page not found');
    expect(html).not.toContain('__next_error__');
  });
}

test('the 404 page has the site header and footer to navigate on', async ({ page }) => {
  const response = await page.goto('/en/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeAttached();
  await expect(page.locator('footer').getByRole('link', { name: 'Mapa del sitio' })).toBeVisible();
});

test('the 404 page links home in both languages', async ({ page }) => {
  const response = await page.goto('/en/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/en',
  );
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
