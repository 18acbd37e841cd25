import {
  aliasPathsFor,
  listRoutes,
  locales,
  pathFor,
  type Locale,
  type Route,
} from '../../lib/routing';

export type PublicPage = { path: string; canonical: string; locale: Locale; route: Route };

/** Every public path this site answers: canonical paths, their aliases and the bare `/`. */
export function publicPages(): PublicPage[] {
  const pages: PublicPage[] = [];
  for (const route of listRoutes()) {
    for (const locale of locales) {
      const canonical = pathFor(route, locale);
      for (const path of [canonical, ...aliasPathsFor(route, locale)]) {
        pages.push({ path, canonical, locale, route });
      }
    }
  }
  pages.push({ path: '/', canonical: '/', locale: 'es', route: { screen: 'home' } });
  return pages.filter((page, index, all) => all.findIndex((p) => p.path === page.path) === index);
}

/** One canonical page per screen and language, for checks that need not run on every alias. */
export function canonicalPages(): PublicPage[] {
  return listRoutes().flatMap((route) =>
    locales.map((locale) => ({
      path: pathFor(route, locale),
      canonical: pathFor(route, locale),
      locale,
      route,
    })),
  );
}
