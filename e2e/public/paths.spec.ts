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
  '/publicaciones/no-existe-esta-entrada',
];

for (const path of unknownPaths) {
  test(`${path} answers 404 with the server-rendered bilingual not-found page`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('Page not found');
    // Not the empty shell a bare notFound() sends, which script fills in.
    expect(html).not.toContain('__next_error__');
    expect(html).toMatch(/<footer[\s>]/);
  });
}

/** The English 404 page; the Spanish one is the same with the languages swapped. */
const english404 = {
  lang: 'en',
  first: 'Page not found',
  second: 'Página no encontrada',
  nav: 'Main navigation',
  menu: 'Open menu',
  siteMap: 'Site map',
  home: { name: 'Back to the home page', href: '/en' },
} as const;

/** The 404 page speaks the language of the path first: English under /en, Spanish elsewhere. */
const notFoundPages = [
  { path: '/en/nothing-here', ...english404 },
  // An entry that does not exist: the entry page answers 404 itself.
  { path: '/en/legal-updates/no-such-entry', ...english404 },
  {
    path: '/no-existe-esta-pagina',
    lang: 'es',
    first: 'Página no encontrada',
    second: 'Page not found',
    nav: 'Navegación principal',
    menu: 'Abrir menú',
    siteMap: 'Mapa del sitio',
    home: { name: 'Volver al inicio', href: '/es' },
  },
] as const;

for (const notFound of notFoundPages) {
  test(`${notFound.path}: 404 in ${notFound.lang} first, with the site's header and footer`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 844 });
    const response = await page.goto(notFound.path);
    expect(response?.status()).toBe(404);
    // The server's HTML already has it all (nothing filled in by script).
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${notFound.lang}"`));
    expect(html.indexOf(notFound.first)).toBeLessThan(html.indexOf(notFound.second));

    await expect(page.locator('html')).toHaveAttribute('lang', notFound.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.first);
    await expect(page.getByRole('heading', { level: 2, name: notFound.second })).toBeVisible();
    // The header (its menu button on a phone, its navigation on a desktop) and the footer.
    await expect(page.getByRole('button', { name: notFound.menu })).toBeVisible();
    await expect(
      page.locator('footer').getByRole('link', { name: notFound.siteMap }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: notFound.home.name })).toHaveAttribute(
      'href',
      notFound.home.href,
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole('navigation', { name: notFound.nav })).toBeVisible();
    // Hydration keeps the page (and its 404 boundary) without an error.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.first);
    expect(errors.filter((text) => !/status of 404/.test(text))).toEqual([]);
  });
}

test('the English 404 page links the Spanish home too', async ({ page }) => {
  const response = await page.goto('/en/nothing-here');
  expect(response?.status()).toBe(404);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
