import fc from 'fast-check';
import { searchParamsFromSegments } from './publications/query';
import { listAppRoutes, matchAppRoute } from './testing/app-routes';
import {
  aliasPathsFor,
  fallbackRewriteRules,
  alternatesFor,
  internalPathFor,
  lawyerBySlug,
  listRoutes,
  locales,
  pathFor,
  resolvePath,
  rewriteRules,
  searchKeys,
  searchRewriteRules,
  serviceBySlug,
  serviceKeys,
  serviceSlugs,
  switchLocalePath,
  vcardPathFor,
  homeLinkFor,
  ariaCurrentFor,
  keptSearchQuery,
  sectionOf,
  type Locale,
  type Route,
} from './routing';

// Every path of docs/product.md#screens-and-paths with the screen and language it must show.
const specPaths: Array<[string, Route, 'es' | 'en']> = [
  ['/', { screen: 'home' }, 'es'],
  ['/es', { screen: 'home' }, 'es'],
  ['/en', { screen: 'home' }, 'en'],
  ['/nosotros', { screen: 'about' }, 'es'],
  ['/about', { screen: 'about' }, 'en'],
  ['/en/about', { screen: 'about' }, 'en'],
  ['/servicios', { screen: 'services' }, 'es'],
  ['/services', { screen: 'services' }, 'en'],
  ['/en/services', { screen: 'services' }, 'en'],
  ['/servicios/derecho-tributario', { screen: 'service', service: 'tax' }, 'es'],
  ['/services/tax-law', { screen: 'service', service: 'tax' }, 'en'],
  ['/en/services/tax-law', { screen: 'service', service: 'tax' }, 'en'],
  ['/carrera', { screen: 'careers' }, 'es'],
  ['/career', { screen: 'careers' }, 'en'],
  ['/en/career', { screen: 'careers' }, 'en'],
  ['/contacto', { screen: 'contact' }, 'es'],
  ['/contact', { screen: 'contact' }, 'en'],
  ['/en/contact', { screen: 'contact' }, 'en'],
  ['/politica-de-privacidad', { screen: 'privacyPolicy' }, 'es'],
  ['/privacy-policy', { screen: 'privacyPolicy' }, 'en'],
  ['/en/privacy-policy', { screen: 'privacyPolicy' }, 'en'],
  ['/aviso-de-privacidad', { screen: 'privacyNotice' }, 'es'],
  ['/privacy-notice', { screen: 'privacyNotice' }, 'en'],
  ['/en/privacy-notice', { screen: 'privacyNotice' }, 'en'],
  ['/terminos-y-condiciones', { screen: 'terms' }, 'es'],
  ['/terms-and-conditions', { screen: 'terms' }, 'en'],
  ['/en/terms-and-conditions', { screen: 'terms' }, 'en'],
  ['/mapa-del-sitio', { screen: 'siteMap' }, 'es'],
  ['/site-map', { screen: 'siteMap' }, 'en'],
  ['/en/site-map', { screen: 'siteMap' }, 'en'],
  ['/politica-de-cookies', { screen: 'cookiePolicy' }, 'es'],
  ['/cookie-policy', { screen: 'cookiePolicy' }, 'en'],
  ['/en/cookie-policy', { screen: 'cookiePolicy' }, 'en'],
];

/** Turns a Next.js rewrite source (":name" or ":name(regex)") into a RegExp and its names. */
function compileSource(source: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let pattern = '';
  for (let i = 0; i < source.length;) {
    const param = /^:(\w+)/.exec(source.slice(i));
    if (!param) {
      pattern += source[i]!.replace(/[.*+?^${}|[\]\\]/g, '\\$&');
      i += 1;
      continue;
    }
    names.push(param[1]!);
    i += param[0].length;
    if (source[i] !== '(') {
      pattern += '([^/]+)';
      continue;
    }
    let depth = 0;
    const start = i;
    do {
      if (source[i] === '(') depth += 1;
      if (source[i] === ')') depth -= 1;
      i += 1;
    } while (depth > 0 && i < source.length);
    pattern += `(${source.slice(start + 1, i - 1)})`;
  }
  return { regex: new RegExp(`^${pattern}$`), names };
}

/** The page under app/ that renders each screen, written out here rather than derived. */
const pageFiles: Record<Route['screen'], string> = {
  home: 'app/[locale]/(home)/page.tsx',
  about: 'app/[locale]/about/page.tsx',
  lawyer: 'app/[locale]/team/[slug]/page.tsx',
  services: 'app/[locale]/services/page.tsx',
  service: 'app/[locale]/services/[slug]/page.tsx',
  careers: 'app/[locale]/career/page.tsx',
  contact: 'app/[locale]/contact/page.tsx',
  publications: 'app/[locale]/legal-updates/page.tsx',
  privacyPolicy: 'app/[locale]/privacy-policy/page.tsx',
  privacyNotice: 'app/[locale]/privacy-notice/page.tsx',
  terms: 'app/[locale]/terms-and-conditions/page.tsx',
  siteMap: 'app/[locale]/site-map/page.tsx',
  cookiePolicy: 'app/[locale]/cookie-policy/page.tsx',
  accessibility: 'app/[locale]/accessibility/page.tsx',
  newsletterConfirm: 'app/[locale]/newsletter/confirm/page.tsx',
  newsletterUnsubscribe: 'app/[locale]/newsletter/unsubscribe/page.tsx',
  dataRequests: 'app/[locale]/personal-data/page.tsx',
  dataRequestConfirm: 'app/[locale]/personal-data/confirm/page.tsx',
};

/** The routes app/ really has, read from the disk. */
const appRoutes = listAppRoutes();

/**
 * Where `path` lands after the rewrites: the file of app/ that answers it, and whether that file
 * shows `route` in `locale` (its [locale] param, and the [slug] the page looks the screen up by).
 */
function expectServed(path: string, route: Route, locale: Locale) {
  const match = matchAppRoute(rewrite(path), appRoutes);
  expect({ path, file: match?.file, locale: match?.params.locale }).toEqual({
    path,
    file: pageFiles[route.screen],
    locale,
  });
  const slug = match?.params.slug as string;
  if (route.screen === 'service') expect(serviceBySlug(slug, locale)).toBe(route.service);
  if (route.screen === 'lawyer') expect(lawyerBySlug(slug)).toBe(route.lawyer);
}

/** Applies the generated rewrites the way Next.js does: the first matching source wins. */
function rewrite(pathname: string): string {
  for (const rule of rewriteRules()) {
    const { regex, names } = compileSource(rule.source);
    const match = regex.exec(pathname);
    if (!match) continue;
    return names.reduce(
      (dest, name, i) => dest.replace(`:${name}`, match[i + 1] ?? ''),
      rule.destination,
    );
  }
  return pathname;
}

describe('routing table', () => {
  it.each(specPaths)('%s shows the right screen and language', (path, route, locale) => {
    expect(resolvePath(path)).toEqual({ route, locale });
  });

  it.each(specPaths)('%s is served by the page of its screen in app/', (path, route, locale) => {
    expectServed(path, route, locale);
  });

  it('sends every rewrite to a route app/ has', () => {
    const rules = [...searchRewriteRules(), ...rewriteRules(), ...fallbackRewriteRules()];
    // A destination's :params fill dynamic folders, whatever their value. Its other parts must
    // name folders: a [slug] taking "feed.rss" would render an entry page, not the feed. Only
    // the language may fill [locale], and a catch-all takes its words (~search/q/…) as they come.
    const missing = rules
      .map((rule) => rule.destination)
      .filter((destination) => {
        const match = matchAppRoute(destination.replace(/:\w+/g, 'any-value'), appRoutes);
        const parts = destination.split('/').filter(Boolean);
        return (
          !match ||
          parts.some(
            (part, i) =>
              !part.startsWith(':') &&
              match.takenBy[i] === 'dynamic' &&
              !(i === 0 && match.params.locale === part && locales.includes(part as Locale)),
          )
        );
      });
    expect(rules.length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it('gives canonical paths: Spanish unprefixed, English under /en', () => {
    expect(pathFor({ screen: 'about' }, 'es')).toBe('/nosotros');
    expect(pathFor({ screen: 'about' }, 'en')).toBe('/en/about');
    expect(pathFor({ screen: 'home' }, 'es')).toBe('/');
    expect(pathFor({ screen: 'home' }, 'en')).toBe('/en');
    expect(pathFor({ screen: 'service', service: 'customs' }, 'es')).toBe(
      '/servicios/derecho-aduanero',
    );
    expect(pathFor({ screen: 'service', service: 'customs' }, 'en')).toBe(
      '/en/services/customs-law',
    );
  });

  it('resolves every canonical path and alias of every route back to it', () => {
    for (const route of listRoutes()) {
      for (const locale of locales) {
        for (const path of [pathFor(route, locale), ...aliasPathsFor(route, locale)]) {
          expect(resolvePath(path)).toEqual({ route, locale });
          expectServed(path, route, locale);
        }
      }
    }
  });

  it('round-trips the language toggle on every page', () => {
    for (const route of listRoutes()) {
      // The Spanish home is reached at /es, which never follows a saved English choice.
      const es = route.screen === 'home' ? homeLinkFor('es') : pathFor(route, 'es');
      const en = pathFor(route, 'en');
      expect(switchLocalePath(es, 'en')).toBe(en);
      expect(switchLocalePath(en, 'es')).toBe(es);
      expect(switchLocalePath(switchLocalePath(es, 'en'), 'es')).toBe(es);
      for (const alias of aliasPathsFor(route, 'en'))
        expect(switchLocalePath(alias, 'es')).toBe(es);
      // Before hydration the toggle may see the internal route; it must land on the same page.
      expect(switchLocalePath(internalPathFor(route, 'es'), 'en')).toBe(en);
    }
  });

  it('sends the toggle on an unknown path to the home page of the other language', () => {
    expect(switchLocalePath('/no-existe', 'en')).toBe('/en');
    expect(switchLocalePath('/en/nothing-here', 'es')).toBe('/es');
  });

  it('links each language home at a path the saved choice cannot redirect', () => {
    expect(homeLinkFor('es')).toBe('/es');
    expect(homeLinkFor('en')).toBe('/en');
    expect(resolvePath(homeLinkFor('es'))).toEqual({ route: { screen: 'home' }, locale: 'es' });
  });

  it('marks the current navigation item: the page itself, or the section above it', () => {
    expect(ariaCurrentFor('/nosotros', 'about')).toBe('page');
    expect(ariaCurrentFor('/es/about', 'about')).toBe('page');
    expect(ariaCurrentFor('/nosotros', 'services')).toBeUndefined();
    expect(ariaCurrentFor('/servicios', 'services')).toBe('page');
    expect(ariaCurrentFor('/en/services/tax-law', 'services')).toBe('true');
    expect(ariaCurrentFor('/publicaciones/una-entrada', 'publications')).toBe('true');
    expect(ariaCurrentFor('/es/legal-updates/~search/q/iva', 'publications')).toBe('page');
    expect(ariaCurrentFor('/es/legal-updates/~query', 'publications')).toBe('page');
  });

  it('keeps a search, not its page number, when the language changes', () => {
    expect(keptSearchQuery('/publicaciones', '?q=iva&category=tax&page=3')).toBe(
      '?q=iva&category=tax',
    );
    expect(
      keptSearchQuery('/es/legal-updates/~search/q/renta%20presuntiva/type/bulletin/page/2'),
    ).toBe('?q=renta+presuntiva&type=bulletin');
    expect(keptSearchQuery('/nosotros', '')).toBe('');
    expect(switchLocalePath('/es/legal-updates/~search/q/iva', 'en')).toBe('/en/legal-updates');
    expect(switchLocalePath('/en/legal-updates/~query', 'es')).toBe('/publicaciones');
  });

  it('names the navigation section of every kind of page', () => {
    expect(sectionOf('/nosotros')).toBe('about');
    expect(sectionOf('/en/about/')).toBe('about');
    expect(sectionOf('/servicios/derecho-tributario')).toBe('services');
    expect(sectionOf('/en/services/tax-law')).toBe('services');
    expect(sectionOf('/publicaciones/reforma-tributaria-2026')).toBe('publications');
    expect(sectionOf('/en/legal-updates/some-entry')).toBe('publications');
    expect(sectionOf('/es/legal-updates/~search/q/iva')).toBe('publications');
    expect(sectionOf('/')).toBe('home');
    expect(sectionOf('/no-existe')).toBeNull();
  });

  it('ignores trailing slashes, query strings and fragments', () => {
    expect(resolvePath('/nosotros/')?.route).toEqual({ screen: 'about' });
    expect(resolvePath('/en/about?x=1#team')?.route).toEqual({ screen: 'about' });
  });

  it('does not resolve a slug in the wrong language or malformed escapes', () => {
    expect(resolvePath('/servicios/tax-law')).toBeNull();
    expect(resolvePath('/en/services/derecho-tributario')).toBeNull();
    expect(resolvePath('/%E0%A4%A')).toBeNull();
    expect(serviceBySlug('tax-law', 'es')).toBeUndefined();
    expect(serviceBySlug('tax-law', 'en')).toBe('tax');
  });

  it('gives every service a distinct slug in each language', () => {
    for (const locale of locales) {
      const slugs = serviceKeys.map((key) => serviceSlugs[key][locale]);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('gives hreflang alternates for both languages and x-default in Spanish', () => {
    expect(alternatesFor({ screen: 'contact' })).toEqual({
      es: '/contacto',
      en: '/en/contact',
      'x-default': '/contacto',
    });
  });

  it('leaves unknown paths and unknown service slugs unmatched, for the 404 page', () => {
    for (const path of [
      '/no-existe',
      '/servicios/no-existe',
      '/services/derecho-tributario',
      '/en/whatever',
      '/_next/static/x.js',
    ]) {
      expect(rewrite(path)).toBe(path);
    }
  });
});

/**
 * Applies the search rewrites the way Next.js does: the first rule whose source matches and whose
 * query conditions all hold (a condition's value is an anchored pattern; Next.js sees the last
 * of repeated keys) wins, and its named groups fill the destination.
 */
function rewriteSearch(pathname: string, query: URLSearchParams): string | null {
  for (const rule of searchRewriteRules()) {
    if (!compileSource(rule.source).regex.test(pathname)) continue;
    const groups: Record<string, string> = {};
    const holds = (rule.has ?? []).every(({ key, value }) => {
      const values = query.getAll(key);
      const match = new RegExp(`^${value}$`).exec(values[values.length - 1] ?? '');
      if (match?.groups) Object.assign(groups, match.groups);
      return values.length > 0 && match !== null;
    });
    if (!holds) continue;
    // Next.js percent-encodes what it puts into the path (see searchParamsFromSegments).
    return rule.destination.replace(/:(\w+)/g, (_, name: string) =>
      encodeURIComponent(groups[name] ?? ''),
    );
  }
  return null;
}

describe('search rewrites', () => {
  const lists = ['/publicaciones', '/es/legal-updates', '/en/legal-updates', '/legal-updates'];

  it("send a search at any path of the list to its language's cached search route", () => {
    expect(rewriteSearch('/publicaciones', new URLSearchParams('q=reforma laboral&page=2'))).toBe(
      '/es/legal-updates/~search/q/reforma%20laboral/page/2',
    );
    expect(rewriteSearch('/legal-updates', new URLSearchParams('type=bulletin'))).toBe(
      '/en/legal-updates/~search/type/bulletin',
    );
    expect(rewriteSearch('/es/legal-updates', new URLSearchParams('category=tax&q=dian'))).toBe(
      '/es/legal-updates/~search/q/dian/category/tax',
    );
  });

  it('leave the list alone without a search, and other pages alone with one', () => {
    expect(rewriteSearch('/publicaciones', new URLSearchParams(''))).toBeNull();
    expect(rewriteSearch('/publicaciones', new URLSearchParams('q=&category=&type='))).toBeNull();
    expect(rewriteSearch('/publicaciones', new URLSearchParams('utm_source=mail'))).toBeNull();
    expect(rewriteSearch('/nosotros', new URLSearchParams('q=dian'))).toBeNull();
    expect(rewriteSearch('/publicaciones/uvt-2027', new URLSearchParams('q=dian'))).toBeNull();
  });

  it('render a value that cannot be a path segment per request', () => {
    for (const q of ['a/b', '100%', 'a?b', 'a#b', 'a\\b']) {
      expect(rewriteSearch('/en/legal-updates', new URLSearchParams({ q, page: '2' }))).toBe(
        '/en/legal-updates/~query',
      );
    }
  });

  it('hand the search route exactly the search that was asked for', () => {
    const value = fc.oneof(fc.constant(''), fc.string(), fc.string({ unit: 'grapheme' }));
    fc.assert(
      fc.property(
        fc.constantFrom(...lists),
        fc.record({ q: value, category: value, type: value, page: value }),
        (list, search) => {
          const query = new URLSearchParams(search);
          const destination = rewriteSearch(list, query);
          const asked = Object.fromEntries(
            searchKeys.filter((key) => search[key] !== '').map((key) => [key, search[key]]),
          );
          if (Object.keys(asked).length === 0) return destination === null;
          if (Object.values(asked).some((text) => /[%/\\?#]/.test(text))) {
            return destination?.endsWith('/~query') ?? false;
          }
          const [, segments] = destination?.split('/~search/') ?? [];
          expect(searchParamsFromSegments(segments?.split('/') ?? [])).toEqual(asked);
          return true;
        },
      ),
    );
  });
});

describe('lawyer profiles in the routing table', () => {
  const lawyer = 'claudia-patricia-rincon-salazar';
  const route = { screen: 'lawyer', lawyer } as const;

  it.each([
    [`/equipo/${lawyer}`, 'es'],
    [`/team/${lawyer}`, 'en'],
    [`/en/team/${lawyer}`, 'en'],
  ] as const)('%s shows the profile in %s through its internal route', (path, locale) => {
    expect(resolvePath(path)).toEqual({ route, locale });
    expectServed(path, route, locale);
    expect(internalPathFor(route, locale)).toBe(`/${locale}/team/${lawyer}`);
  });

  it('gives canonical paths and alternates like every other screen', () => {
    expect(pathFor(route, 'es')).toBe(`/equipo/${lawyer}`);
    expect(pathFor(route, 'en')).toBe(`/en/team/${lawyer}`);
    expect(alternatesFor(route)).toEqual({
      es: `/equipo/${lawyer}`,
      en: `/en/team/${lawyer}`,
      'x-default': `/equipo/${lawyer}`,
    });
    expect(switchLocalePath(`/team/${lawyer}`, 'es')).toBe(`/equipo/${lawyer}`);
  });

  it('lists one profile per lawyer, right after the about page', () => {
    const routes = listRoutes();
    const lawyers = routes.filter((r) => r.screen === 'lawyer');
    expect(lawyers).toHaveLength(9);
    const about = routes.findIndex((r) => r.screen === 'about');
    expect(routes[about + 1]).toEqual(lawyers[0]);
  });

  it('leaves unknown lawyers and the bare folders unmatched', () => {
    for (const path of ['/equipo/no-existe', '/team/nobody', '/equipo', '/team', '/en/team']) {
      expect(resolvePath(path)).toBeNull();
      expect(rewrite(path)).toBe(path);
    }
    expect(lawyerBySlug('no-existe')).toBeUndefined();
    expect(lawyerBySlug(lawyer)).toBe(lawyer);
  });

  it('serves the vCard beside the profile in each language', () => {
    expect(vcardPathFor(lawyer, 'es')).toBe(`/equipo/${lawyer}/vcard.vcf`);
    expect(vcardPathFor(lawyer, 'en')).toBe(`/en/team/${lawyer}/vcard.vcf`);
    expect(rewrite(vcardPathFor(lawyer, 'es'))).toBe(`/es/team/${lawyer}/vcard.vcf`);
    for (const locale of locales) {
      expect(matchAppRoute(rewrite(vcardPathFor(lawyer, locale)), appRoutes)).toMatchObject({
        file: 'app/[locale]/team/[slug]/vcard.vcf/route.ts',
        params: { locale, slug: lawyer },
      });
    }
    expect(rewrite('/equipo/no-existe/vcard.vcf')).toBe('/equipo/no-existe/vcard.vcf');
  });
});

describe('fallback rewrites', () => {
  it('send what nothing matched under /en, and nothing else, to the English 404 route', () => {
    expect(fallbackRewriteRules()).toEqual([
      { source: '/en/:path*', destination: '/en/~not-found' },
    ]);
  });

  it('lead to no screen: the 404 route is neither listed nor resolved', () => {
    expect(resolvePath('/en/~not-found')).toBeNull();
    expect(listRoutes().map((route) => pathFor(route, 'en'))).not.toContain('/en/~not-found');
  });
});
