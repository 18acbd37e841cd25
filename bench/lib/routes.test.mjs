import { summarizeLoad } from './load.mjs';
import { benchPages, entryPathsFromSitemap, loadPaths } from './routes.mjs';
import { median } from './stats.mjs';

// A stand-in for lib/routing with the same shape (the real one is TypeScript, bundled at run time).
const routing = {
  locales: ['es', 'en'],
  defaultLocale: 'es',
  serviceKeys: ['tax'],
  lawyerRoutes: () => [{ screen: 'lawyer', lawyer: 'ana-maria-rojas' }],
  pathFor(route, locale) {
    if (route.screen === 'lawyer')
      return locale === 'es' ? `/equipo/${route.lawyer}` : `/en/team/${route.lawyer}`;
    const slugs = {
      home: ['', ''],
      about: ['nosotros', 'about'],
      services: ['servicios', 'services'],
      careers: ['carrera', 'career'],
      contact: ['contacto', 'contact'],
      publications: ['publicaciones', 'legal-updates'],
    };
    const slug =
      route.screen === 'service'
        ? locale === 'es'
          ? 'servicios/derecho-tributario'
          : 'services/tax-law'
        : slugs[route.screen][locale === 'es' ? 0 : 1];
    if (locale === 'es') return `/${slug}`;
    return slug ? `/en/${slug}` : '/en';
  },
  aliasPathsFor(route, locale) {
    return locale === 'en' && route.screen === 'about' ? ['/about'] : [];
  },
  internalPathFor(route, locale) {
    return `/${locale}/${route.screen}`;
  },
};

const sitemap = `<?xml version="1.0"?><urlset>
<url><loc>https://firm.example/publicaciones</loc><xhtml:link rel="alternate" hreflang="en" href="https://firm.example/en/legal-updates" /></url>
<url><loc>https://firm.example/publicaciones/solo-espanol</loc></url>
<url><loc>https://firm.example/publicaciones/reforma</loc>
<xhtml:link rel="alternate" hreflang="es" href="https://firm.example/publicaciones/reforma" />
<xhtml:link rel="alternate" hreflang="en" href="https://firm.example/en/legal-updates/reform" /></url>
</urlset>`;

describe('pages from the routing table', () => {
  it('takes one publication that has both languages from the sitemap, as paths', () => {
    expect(entryPathsFromSitemap(sitemap, routing)).toEqual({
      es: '/publicaciones/reforma',
      en: '/en/legal-updates/reform',
    });
    expect(entryPathsFromSitemap('<urlset></urlset>', routing)).toBeNull();
  });

  it("lists nine screens in both languages (a lawyer's profile among them), contact and careers as form pages", () => {
    const pages = benchPages(routing, {
      es: '/publicaciones/reforma',
      en: '/en/legal-updates/reform',
    });
    expect(pages).toHaveLength(18);
    expect(pages.filter((page) => page.kind === 'form').map((page) => page.path)).toEqual([
      '/carrera',
      '/en/career',
      '/contacto',
      '/en/contact',
    ]);
    expect(pages.find((page) => page.id === 'service.en')?.path).toBe('/en/services/tax-law');
    expect(pages.filter((page) => page.screen === 'lawyer').map((page) => page.path)).toEqual([
      '/equipo/ana-maria-rojas',
      '/en/team/ana-maria-rojas',
    ]);
  });

  it('filters by screen or by screen and language', () => {
    const entries = { es: '/p/a', en: '/en/p/a' };
    expect(benchPages(routing, entries, ['about']).map((page) => page.path)).toEqual([
      '/nosotros',
      '/en/about',
    ]);
    expect(benchPages(routing, entries, ['home.en']).map((page) => page.path)).toEqual(['/en']);
  });

  it('loads a page through its canonical path and through an alias', () => {
    expect(loadPaths(routing)).toEqual({
      canonical: '/nosotros',
      canonicalHtml: 'es/about.html',
      alias: '/about',
      search: '/publicaciones?q=reforma+laboral',
    });
  });
});

describe('figures', () => {
  it('takes medians of finite numbers only', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNull();
  });

  it('counts socket errors, timeouts and non-2xx answers as errors, timeouts once', () => {
    const figures = summarizeLoad({
      requests: { average: 100, total: 1000 },
      latency: { p50: 4, p99: 30 },
      errors: 3,
      timeouts: 2,
      non2xx: 5,
      '2xx': 990,
    });
    expect(figures).toMatchObject({
      rps: 100,
      p50: 4,
      p99: 30,
      socketErrors: 1,
      timeouts: 2,
      non2xx: 5,
      errors: 8,
    });
  });
});
