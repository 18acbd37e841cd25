/** The publications search: its query keys, its internal routes and their rewrites. */

import { locales } from '../i18n/locales';
import type { Rewrite } from './rewrites';
import { aliasPathsFor, internalPathFor, pathFor } from './screens';

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
