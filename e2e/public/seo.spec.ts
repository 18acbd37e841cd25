import { expect, test } from '@playwright/test';
import { alternatesFor, listRoutes, locales, pathFor } from '../../lib/routing';

test('sitemap.xml lists every canonical URL with its hreflang alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entry = /^\/(?:publicaciones|en\/legal-updates)\/./;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => !entry.test(p));
  const expected = listRoutes().flatMap((route) => locales.map((locale) => pathFor(route, locale)));
  expect(locs.sort()).toEqual(expected.sort());
  for (const [lang, path] of Object.entries(alternatesFor({ screen: 'about' }))) {
    expect(xml).toMatch(new RegExp(`hreflang="${lang}" href="https?://[^/"]+${path}"`));
  }
});

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/Allow: \//);
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/en/about', '/no-existe', '/sitemap.xml']) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("object-src 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['x-powered-by'], path).toBeUndefined();
  }
});

test('the home page describes the firm as a LegalService and inner pages carry breadcrumbs', async ({
  page,
}) => {
  await page.goto('/');
  const home = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(home.map((text) => JSON.parse(text)['@type'])).toContain('LegalService');

  await page.goto('/servicios/derecho-aduanero');
  const service = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t),
  );
  expect(service.map((data) => data['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
  const faq = service.find((data) => data['@type'] === 'FAQPage');
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(4);
  await expect(page.locator('details summary').first()).toContainText(faq.mainEntity[0].name);
});

test('public pages are prerendered, not rendered per request', async ({ request }) => {
  for (const path of ['/', '/nosotros', '/en/services/tax-law', '/carrera']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-nextjs-cache'] ?? headers['x-nextjs-prerender'], path).toBeTruthy();
  }
});
