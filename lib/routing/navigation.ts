/**
 * What a path means for the navigation: the section it belongs to, the entry it shows, the
 * search it carries and the same page in the other language.
 */

import { locales, type Locale } from '../i18n/locales';
import {
  entrySlugPattern,
  homeLinkFor,
  normalize,
  noticeVersionOf,
  noticeVersionPathFor,
  pathFor,
  resolvePath,
  staticScreens,
  type StaticScreen,
} from './screens';
import { searchSegment, uncachedSearchSegment } from './search';

const entryPathPattern = new RegExp(
  `^(?:/(?:es|en))?/(?:${staticScreens.publications.es}|${staticScreens.publications.en})/${entrySlugPattern}/?$`,
);

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
  const version = noticeVersionOf(pathname);
  if (version) return noticeVersionPathFor(version.screen, version.version, target);
  const resolved = resolvePath(pathname);
  const route = resolved?.route ?? { screen: 'home' };
  return route.screen === 'home' ? homeLinkFor(target) : pathFor(route, target);
}
