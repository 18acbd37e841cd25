/**
 * The table of public screens: each screen's slug in each language, and the paths built from it
 * (pathFor, resolvePath and their kin). The other files of lib/routing read it.
 */

import { teamIds } from '../content/team-ids';
import { defaultLocale, locales, type Locale } from '../i18n/locales';

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
export const staticScreens = {
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
  dataRequests: { es: 'datos-personales', en: 'personal-data' },
  dataRequestConfirm: { es: 'datos-personales/confirmar', en: 'personal-data/confirm' },
} as const satisfies Record<string, Record<Locale, string>>;

/** Screens reached from e-mail links only: not in the site map, /sitemap.xml or the search index. */
const unlistedScreens: ReadonlySet<string> = new Set([
  'newsletterConfirm',
  'newsletterUnsubscribe',
  'dataRequestConfirm',
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
export const lawyerSegment = { es: 'equipo', en: 'team' } as const satisfies Record<Locale, string>;

/** The profile route of every lawyer, in the team's display order. */
export function lawyerRoutes(): Route[] {
  return teamIds.map((lawyer) => ({ screen: 'lawyer' as const, lawyer }));
}

/** The lawyer whose profile is at `slug`, if any (the same slug in both languages). */
export function lawyerBySlug(slug: string): string | undefined {
  return teamIds.find((id) => id === slug);
}

// Versions of the privacy texts ------------------------------------------------------------------
// Every version of the privacy policy and the privacy notice at a stable address below its page:
// /politica-de-privacidad/v/<version>, /en/privacy-policy/v/<version> (alias
// /privacy-policy/v/<version>), and the notice's alike; rendered by app/[locale]/<screen>/v/[version].

/** The screens whose versions are kept. */
export type VersionedScreen = 'privacyPolicy' | 'privacyNotice';
export const versionSegment = 'v';

/** The address of one version of the privacy policy or notice. */
export function noticeVersionPathFor(
  screen: VersionedScreen,
  version: string,
  locale: Locale,
): string {
  return `${pathFor({ screen }, locale)}/${versionSegment}/${version}`;
}

/** The versioned screen and version a path names (any of its languages' paths), or null. */
export function noticeVersionOf(
  pathname: string,
): { screen: VersionedScreen; version: string } | null {
  const match = /^(.*)\/v\/(\d{4}-\d{2}-\d{2})$/.exec(normalize(pathname));
  const resolved = match ? resolvePath(match[1]!) : null;
  const screen = resolved?.route.screen;
  if (screen !== 'privacyPolicy' && screen !== 'privacyNotice') return null;
  return { screen, version: match![2]! };
}

/** The lawyer's vCard (.vcf), beside their profile page in each language. */
export function vcardPathFor(lawyer: string, locale: Locale): string {
  return `${pathFor({ screen: 'lawyer', lawyer }, locale)}/vcard.vcf`;
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

export function normalize(pathname: string): string {
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

/**
 * The home page of `locale` at a path that names its language. `/` follows the saved choice, so
 * a link meant for the Spanish home (the logo of a Spanish page) goes to `/es`, which never does.
 */
export function homeLinkFor(locale: Locale): string {
  return locale === 'es' ? '/es' : pathFor({ screen: 'home' }, 'en');
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
