/**
 * The routing table: the one place that spells a public path.
 *
 * Pages live under app/[locale]/<internal segment>, where the internal segment is the English
 * slug (a service keeps its own language's slug below it), so the canonical English URL (/en/about) is the file-system route itself. Every other
 * path a screen answers to (/nosotros, /about, /es…) is a rewrite generated from this table in
 * next.config.ts; the language toggle, links, canonical and hreflang tags, the site-map page and
 * /sitemap.xml all read it too.
 */

import { teamIds } from './content/team-ids';
import { defaultLocale, locales, type Locale } from './i18n/locales';

export { defaultLocale, isLocale, locales, otherLocale, type Locale } from './i18n/locales';

/** Cookie and localStorage key that remember the language choice (docs/product.md#languages). */
export const localeStorageKey = 'language';

export const serviceKeys = [
  'tax',
  'corporate',
  'customs',
  'labor',
  'administrative',
  'litigation',
  'commercial',
] as const;
export type ServiceKey = (typeof serviceKeys)[number];

/** Each practice area's slug in each language. */
export const serviceSlugs: Record<ServiceKey, Record<Locale, string>> = {
  tax: { es: 'derecho-tributario', en: 'tax-law' },
  corporate: { es: 'derecho-corporativo', en: 'corporate-law' },
  customs: { es: 'derecho-aduanero', en: 'customs-law' },
  labor: { es: 'derecho-laboral', en: 'labor-law' },
  administrative: { es: 'derecho-administrativo', en: 'administrative-law' },
  litigation: { es: 'litigio-y-arbitraje', en: 'litigation-and-arbitration' },
  commercial: { es: 'derecho-comercial', en: 'commercial-law' },
};

/** Screens without parameters, with their slug in each language ('' is the home page). */
const staticScreens = {
  home: { es: '', en: '' },
  about: { es: 'nosotros', en: 'about' },
  services: { es: 'servicios', en: 'services' },
  careers: { es: 'carrera', en: 'career' },
  contact: { es: 'contacto', en: 'contact' },
  publications: { es: 'publicaciones', en: 'legal-updates' },
  privacyPolicy: { es: 'politica-de-privacidad', en: 'privacy-policy' },
  privacyNotice: { es: 'aviso-de-privacidad', en: 'privacy-notice' },
  terms: { es: 'terminos-y-condiciones', en: 'terms-and-conditions' },
  siteMap: { es: 'mapa-del-sitio', en: 'site-map' },
  cookiePolicy: { es: 'politica-de-cookies', en: 'cookie-policy' },
  accessibility: { es: 'accesibilidad', en: 'accessibility' },
  newsletterConfirm: { es: 'boletin/confirmar', en: 'newsletter/confirm' },
  newsletterUnsubscribe: { es: 'boletin/cancelar', en: 'newsletter/unsubscribe' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Screens reached from e-mail links only: not in the site map, /sitemap.xml or the search index. */
const unlistedScreens: ReadonlySet<string> = new Set([
  'newsletterConfirm',
  'newsletterUnsubscribe',
]);

export type StaticScreen = keyof typeof staticScreens;
export const staticScreenKeys = Object.keys(staticScreens) as StaticScreen[];

export type Route =
  | { screen: StaticScreen }
  | { screen: 'service'; service: ServiceKey }
  | { screen: 'lawyer'; lawyer: string };

/** A publication, blog post or bulletin: its slug in each language (none when untranslated). */
export type EntryRoute = { screen: 'entry'; slugs: { es: string; en: string | null } };

/** Slugs of entries: lowercase words joined by hyphens, as the database allows them. */
export const entrySlugPattern = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** Every public route meant to be listed (site map, sitemap.xml), in site-map order. */
export function listRoutes(): Route[] {
  return allRoutes().filter((route) => !unlistedScreens.has(route.screen));
}

/** Every route the table knows, listed or not. */
export function allRoutes(): Route[] {
  const routes: Route[] = staticScreenKeys.map((screen) => ({ screen }));
  const servicesIndex = staticScreenKeys.indexOf('services');
  routes.splice(
    servicesIndex + 1,
    0,
    ...serviceKeys.map((service) => ({ screen: 'service' as const, service })),
  );
  routes.splice(staticScreenKeys.indexOf('about') + 1, 0, ...lawyerRoutes());
  return routes;
}

// Lawyer profiles ------------------------------------------------------------------------------
// One page per lawyer: /equipo/{id} and /en/team/{id} (and the /team/{id} alias), rendered by
// app/[locale]/team/[slug]. A lawyer's id is their slug in both languages: names do not translate.

/** The folder of the lawyers' pages in each language. */
const lawyerSegment = { es: 'equipo', en: 'team' } as const satisfies Record<Locale, string>;

/** The profile route of every lawyer, in the team's display order. */
export function lawyerRoutes(): Route[] {
  return teamIds.map((lawyer) => ({ screen: 'lawyer' as const, lawyer }));
}

/** The lawyer whose profile is at `slug`, if any (the same slug in both languages). */
export function lawyerBySlug(slug: string): string | undefined {
  return teamIds.find((id) => id === slug);
}

/** The lawyer's vCard (.vcf), beside their profile page in each language. */
export function vcardPathFor(lawyer: string, locale: Locale): string {
  return `${pathFor({ screen: 'lawyer', lawyer }, locale)}/vcard.vcf`;
}

/** Rewrites of the lawyers' Spanish paths and English alias onto their internal route. */
function lawyerRewriteRules(): Rewrite[] {
  const known = teamIds.join('|');
  const internal = (locale: Locale) => `/${locale}/${lawyerSegment.en}/:slug`;
  return [
    { source: `/${lawyerSegment.es}/:slug(${known})`, destination: internal('es') },
    {
      source: `/${lawyerSegment.es}/:slug(${known})/vcard.vcf`,
      destination: `${internal('es')}/vcard.vcf`,
    },
    { source: `/${lawyerSegment.en}/:slug(${known})`, destination: internal('en') },
  ];
}

function slugFor(route: Route, locale: Locale): string {
  if (route.screen === 'lawyer') return `${lawyerSegment[locale]}/${route.lawyer}`;
  if (route.screen === 'service') {
    return `${staticScreens.services[locale]}/${serviceSlugs[route.service][locale]}`;
  }
  return staticScreens[route.screen][locale];
}

/** The canonical path: Spanish without prefix (/nosotros), English under /en (/en/about). */
export function pathFor(route: Route | EntryRoute, locale: Locale): string {
  const slug =
    route.screen === 'entry'
      ? `${staticScreens.publications[locale]}/${locale === 'en' ? (route.slugs.en ?? route.slugs.es) : route.slugs.es}`
      : slugFor(route, locale);
  if (locale === 'es') return `/${slug}`;
  return slug ? `/en/${slug}` : '/en';
}

/** Other paths that answer the same page (docs/product.md#screens-and-paths): /es, /about… */
export function aliasPathsFor(route: Route, locale: Locale): string[] {
  const slug = slugFor(route, locale);
  if (!slug) return locale === 'es' ? ['/es'] : [];
  return locale === 'en' ? [`/${slug}`] : [];
}

/** The file-system route under app/[locale] that renders `route` in `locale`. */
export function internalPathFor(route: Route, locale: Locale): string {
  if (route.screen === 'lawyer') return `/${locale}/${lawyerSegment.en}/${route.lawyer}`;
  if (route.screen === 'service') {
    return `/${locale}/${staticScreens.services.en}/${serviceSlugs[route.service][locale]}`;
  }
  const slug = staticScreens[route.screen].en;
  return slug ? `/${locale}/${slug}` : `/${locale}`;
}

function normalize(pathname: string): string {
  const trimmed = pathname.split(/[?#]/)[0] ?? '';
  const withoutTrailing = trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
  return withoutTrailing || '/';
}

type Resolved = { route: Route; locale: Locale };

const pathIndex: Map<string, Resolved> = (() => {
  const index = new Map<string, Resolved>();
  for (const route of allRoutes()) {
    for (const locale of locales) {
      const resolved = { route, locale };
      index.set(pathFor(route, locale), resolved);
      for (const alias of aliasPathsFor(route, locale)) index.set(alias, resolved);
      index.set(internalPathFor(route, locale), resolved);
    }
  }
  return index;
})();

/** Which screen and language a public (or internal) path shows, or null when none. */
export function resolvePath(pathname: string): Resolved | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(normalize(pathname));
  } catch {
    return null;
  }
  if (decoded === '/') return { route: { screen: 'home' }, locale: defaultLocale };
  return pathIndex.get(decoded) ?? null;
}

const entryPathPattern = new RegExp(
  `^(?:/(?:es|en))?/(?:${staticScreens.publications.es}|${staticScreens.publications.en})/${entrySlugPattern}/?$`,
);

/**
 * The home page of `locale` at a path that names its language. `/` follows the saved choice, so
 * a link meant for the Spanish home (the logo of a Spanish page) goes to `/es`, which never does.
 */
export function homeLinkFor(locale: Locale): string {
  return locale === 'es' ? '/es' : pathFor({ screen: 'home' }, 'en');
}

/**
 * The top-level screen of the section `pathname` belongs to (a service is in services, a
 * lawyer's profile in about, an entry or a search in publications), for marking the current item of the navigation; null when none.
 */
export function sectionOf(pathname: string): StaticScreen | null {
  const path = normalize(pathname);
  if (entryPathPattern.test(path)) return 'publications';
  const resolved = resolvePath(path);
  if (resolved) {
    const { screen } = resolved.route;
    // A service sits under the services list; a lawyer's profile under the about page's team.
    return screen === 'service' ? 'services' : screen === 'lawyer' ? 'about' : screen;
  }
  return isSearchPath(path) ? 'publications' : null;
}

/** The slug of the entry `pathname` shows, or null when it is not an entry's page. */
export function entrySlugOf(pathname: string): string | null {
  const path = normalize(pathname);
  if (!entryPathPattern.test(path)) return null;
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The aria-current value of the navigation item for `screen` on `pathname`: "page" on the
 * screen itself (a publications search included), "true" below it (a service, an entry).
 */
export function ariaCurrentFor(
  pathname: string,
  screen: StaticScreen,
): 'page' | 'true' | undefined {
  if (sectionOf(pathname) !== screen) return undefined;
  const below =
    entryPathPattern.test(normalize(pathname)) ||
    ['service', 'lawyer'].includes(resolvePath(pathname)?.route.screen ?? '');
  return below ? 'true' : 'page';
}

/** Whether `path` is the internal route of a publications search (cached or not). */
function isSearchPath(path: string): boolean {
  const list = `/${staticScreens.publications.en}/`;
  return locales.some(
    (locale) =>
      path.startsWith(`/${locale}${list}${searchSegment}/`) ||
      path === `/${locale}${list}${uncachedSearchSegment}`,
  );
}

/** The query keys a change of language keeps: the search, not the page number. */
const keptSearchKeys = ['q', 'category', 'type'] as const;

/**
 * The publications query (`?q=…&category=…`) a path carries: from `search` (a URL's query) or,
 * for the internal search route, from its path segments (/es/legal-updates/~search/q/iva). A
 * change of language keeps the search but not the page number, which the other list may lack.
 */
export function keptSearchQuery(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  const path = normalize(pathname);
  const segments = path.split('/').slice(4);
  if (isSearchPath(path)) {
    for (let i = 0; i + 1 < segments.length; i += 2) {
      const key = segments[i];
      const value = segments[i + 1];
      if (key && value && !params.has(key)) params.set(key, decodeSegment(value));
    }
  }
  const kept = new URLSearchParams();
  for (const key of keptSearchKeys) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The canonical path of the same page in `target`. An entry's slug in the other language is not
 * in this table, so an entry maps to the publications list (the toggle then prefers the exact
 * page the entry names); an unknown path maps to that language's home.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  if (entryPathPattern.test(normalize(pathname)) || isSearchPath(normalize(pathname)))
    return pathFor({ screen: 'publications' }, target);
  const resolved = resolvePath(pathname);
  const route = resolved?.route ?? { screen: 'home' };
  return route.screen === 'home' ? homeLinkFor(target) : pathFor(route, target);
}

/** hreflang alternates of a route: each language's canonical path, x-default the Spanish one. */
export function alternatesFor(route: Route | EntryRoute): Record<Locale | 'x-default', string> {
  return {
    es: pathFor(route, 'es'),
    en: pathFor(route, 'en'),
    'x-default': pathFor(route, defaultLocale),
  };
}

/** The RSS feed of legal updates in `locale`. */
export function feedPathFor(locale: Locale): string {
  return `${pathFor({ screen: 'publications' }, locale)}/feed.xml`;
}

/** The service shown at `slug` in `locale`, if any. */
export function serviceBySlug(slug: string, locale: Locale): ServiceKey | undefined {
  return serviceKeys.find((key) => serviceSlugs[key][locale] === slug);
}

type Rewrite = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
};

/**
 * Rewrites for next.config.ts, checked after the file system and before dynamic routes: every
 * localized alias onto its internal route. Service aliases name their known slugs, so an unknown
 * slug stays unmatched and gets the 404 page.
 */
export function rewriteRules(): Rewrite[] {
  const rules: Rewrite[] = [{ source: '/', destination: '/es' }];
  for (const screen of staticScreenKeys) {
    if (screen === 'home') continue;
    for (const locale of locales) {
      const source = `/${staticScreens[screen][locale]}`;
      rules.push({ source, destination: internalPathFor({ screen }, locale) });
    }
  }
  for (const locale of locales) {
    const known = serviceKeys.map((key) => serviceSlugs[key][locale]).join('|');
    rules.push({
      source: `/${staticScreens.services[locale]}/:slug(${known})`,
      destination: `/${locale}/${staticScreens.services.en}/:slug`,
    });
  }
  for (const locale of locales) {
    const list = staticScreens.publications[locale];
    const internal = `/${locale}/${staticScreens.publications.en}`;
    rules.push({ source: `/${list}/feed.xml`, destination: `${internal}/feed.xml` });
    rules.push({ source: `/${list}/:slug(${entrySlugPattern})`, destination: `${internal}/:slug` });
  }
  rules.push(...lawyerRewriteRules());
  return rules;
}

/**
 * The internal route of the 404 page of a language other than the default
 * (app/[locale]/~not-found): the layout of that language around app/[locale]/not-found.tsx.
 */
export const unmatchedSegment = '~not-found';

/**
 * Fallback rewrites for next.config.ts, checked only after the file system, every other rule and
 * every dynamic route failed to match: an unmatched /en/… path gets the English 404 page (status
 * 404, <html lang="en">, English first) instead of app/global-not-found.tsx, which cannot see the
 * path and speaks Spanish first. Nothing of this runs in proxy.ts.
 */
export function fallbackRewriteRules(): Rewrite[] {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({
      source: `/${locale}/:path*`,
      destination: `/${locale}/${unmatchedSegment}`,
    }));
}

/** The query keys of a publications search (?q=…&category=…&type=…&page=…). */
export const searchKeys = ['q', 'category', 'type', 'page'] as const;
export type SearchKey = (typeof searchKeys)[number];

/**
 * The internal route of a publications search: its query spelled as path segments
 * (/es/legal-updates/~search/q/reforma/page/2), so each search is an ISR page, rendered once and
 * then served from the cache like a static page until content changes. "~" keeps it apart from
 * entry slugs.
 */
export const searchSegment = '~search';

/** The route of a search whose values cannot be path segments; it reads the query itself. */
export const uncachedSearchSegment = '~query';
const unsafeSegmentChars = '%/\\\\?#';

/**
 * Rewrites for next.config.ts, checked before the file system: the publications list with a
 * search query (at every path the list answers) onto its search route. One rule per set of keys
 * present, largest sets first, so a request takes the rule that names all its (non-empty) keys;
 * empty values, as a plain GET form sends them, count as absent.
 */
export function searchRewriteRules(): Rewrite[] {
  const subsets = searchKeys
    .reduce<SearchKey[][]>((sets, key) => [...sets, ...sets.map((set) => [...set, key])], [[]])
    .filter((set) => set.length > 0)
    .sort((a, b) => b.length - a.length);
  const rules: Rewrite[] = [];
  for (const locale of locales) {
    const route = { screen: 'publications' } as const;
    const internal = internalPathFor(route, locale);
    // One source for all the paths of the list in this language: every rule costs every request
    // a match, so the rules stay few.
    const paths = new Set([pathFor(route, locale), ...aliasPathsFor(route, locale), internal]);
    const sources = [`/:list(${[...paths].map((path) => path.slice(1)).join('|')})`];
    // Next.js puts a captured value into the path as it is: "/" would split it and "%" break
    // the decoding. A search with such a character is rendered per request instead.
    for (const key of searchKeys) {
      const has = [{ type: 'query' as const, key, value: `.*[${unsafeSegmentChars}].*` }];
      for (const source of sources) {
        rules.push({ source, has, destination: `${internal}/${uncachedSearchSegment}` });
      }
    }
    for (const keys of subsets) {
      const has = keys.map((key) => ({
        type: 'query' as const,
        key,
        value: `(?<${key}>[^${unsafeSegmentChars}]+)`,
      }));
      const filters = keys.map((key) => `${key}/:${key}`).join('/');
      for (const source of sources) {
        rules.push({ source, has, destination: `${internal}/${searchSegment}/${filters}` });
      }
    }
  }
  return rules;
}

/** The web app manifest (app/manifest.webmanifest/route.ts), linked by public pages once loaded. */
export const manifestPath = '/manifest.webmanifest';

/** The search engines' files (app/sitemap.ts, app/robots.ts). */
export const sitemapPath = '/sitemap.xml';
export const robotsPath = '/robots.txt';

/** The installable app's service worker; its scope is the whole site. */
export const serviceWorkerPath = '/sw.js';

/** The bilingual page the service worker shows for a page it cannot fetch and has not cached. */
export const offlinePath = '/~offline';

/**
 * Where the embedded store serves bulletins' PDFs (a route handler; on Supabase they come from the
 * public `bulletins` Storage bucket instead). Under /api, so the service worker never keeps one.
 */
export const bulletinFilesPath = '/api/files/bulletins';

/** A bulletin PDF's public path on the embedded store (names: lib/bulletins/pdf.ts). */
export const bulletinFilePath = (name: string) => `${bulletinFilesPath}/${name}`;

/** Areas that are never public: the service worker neither caches nor answers for them. */
export const privatePathPrefixes = ['/admin', '/login', '/auth', '/api'] as const;

// The admin area ------------------------------------------------------------------------------
// Outside [locale]: the admin's language is their saved choice (the `language` cookie), not a
// path segment, and none of these pages is listed, indexed or cached.

/** The staff's pages and the auth route handlers. */
export const adminPaths = {
  login: '/login',
  forgotPassword: '/login/forgot',
  newPassword: '/login/password',
  confirm: '/auth/confirm',
  refresh: '/auth/refresh',
  setup: '/admin/setup',
  dashboard: '/admin',
  users: '/admin/users',
  publications: '/admin/publication',
  newPublication: '/admin/publication/new',
  blog: '/admin/blog',
  newBlog: '/admin/blog/new',
  bulletins: '/admin/bulletin',
  newBulletin: '/admin/bulletin/new',
  categories: '/admin/categories',
  /** Turns draft mode on for an admin and opens an entry's public page (a route handler). */
  preview: '/api/preview',
  /** Turns draft mode off and returns to the admin area (a route handler). */
  previewExit: '/api/preview/exit',
} as const;

/** The draft preview of an entry's public page in `locale` (through the admin-checked route). */
export const previewPathFor = (id: string, locale: Locale) =>
  `${adminPaths.preview}?${new URLSearchParams({ id, locale })}`;

/** The query parameter with which an editor opens right after creating its entry, to say so. */
export const savedNoticeParam = 'saved';

/** An entry's editor in the admin area. */
export const adminEditPath = (kind: 'publication' | 'blog' | 'bulletin', id: string) =>
  `/admin/${kind}/edit/${id}`;

/** The request header in which the proxy tells the admin pages their own path (for `next`). */
export const adminPathHeader = 'x-admin-path';

/** Where the proxy runs for the admin area (its matcher spells the same prefixes). */
export const adminPathPrefixes = ['/admin', '/login', '/auth'] as const;

/** Whether `pathname` is in the admin area (admin pages, sign-in, auth callbacks). */
export function isAdminAreaPath(pathname: string): boolean {
  return adminPathPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ next })}` : path;

/** The sign-in page, returning to `next` (already a safe path) once signed in. */
export const loginPathFor = (next?: string) => withNext(adminPaths.login, next);

/** The route handler that refreshes an expired session, then goes to `next`. */
export const refreshPathFor = (next: string) => withNext(adminPaths.refresh, next);

/** The set-password link of a recovery or invitation e-mail (Supabase's token_hash pattern). */
export function recoveryLinkPath(tokenHash: string): string {
  const query = new URLSearchParams({
    token_hash: tokenHash,
    type: 'recovery',
    next: adminPaths.newPassword,
  });
  return `${adminPaths.confirm}?${query}`;
}

/** The first-admin setup page for a setup token. */
export const setupPathFor = (token: string) =>
  `${adminPaths.setup}?${new URLSearchParams({ token })}`;

/**
 * Whether `pathname` lies in an area that is never public (admin, login, API). Errs on the safe
 * side: percent-encoding and letter case do not hide a private path.
 */
export function isPrivatePath(pathname: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return true;
  }
  return privatePathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
