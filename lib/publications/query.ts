import { z } from 'zod';
import { searchableKinds, type SearchableKind } from '@/lib/backend/types';
import { searchKeys } from '@/lib/routing';

/** Results per page on the publications list. */
export const pageSize = 10;
/** Longest search the list accepts; longer input is cut, not refused. */
export const maxQueryLength = 100;
const maxPage = 1000;

/** URL search parameters as Next.js hands them over. */
export type RawSearchParams = Record<string, string | string[] | undefined>;
type RawParams = RawSearchParams;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

const querySchema = z
  .string()
  .transform((text) =>
    text
      // Control characters (NUL included, which Postgres refuses in text) become spaces.
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, maxQueryLength)
      .trim(),
  )
  .catch('');

const pageSchema = z.coerce.number().int().min(1).max(maxPage).catch(1);

export type PublicationsQuery = {
  query: string;
  categories: string[];
  kinds: SearchableKind[];
  page: number;
};

/**
 * The list's URL query (q, category, type, page) as a search: hostile values are cut, dropped or
 * replaced by defaults, so any URL renders a normal page.
 */
export function parsePublicationsQuery(
  params: RawParams,
  knownCategories: readonly string[],
): PublicationsQuery {
  const categories = [...new Set(all(params.category))]
    .filter((id) => knownCategories.includes(id))
    .slice(0, 1);
  const type = first(params.type);
  return {
    query: querySchema.parse(first(params.q) ?? ''),
    categories,
    kinds: searchableKinds.includes(type as SearchableKind) ? [type as SearchableKind] : [],
    page: pageSchema.parse(first(params.page) ?? 1),
  };
}

/** The URL query of a search, without defaults, for links that keep or change the filters. */
export function publicationsSearchParams(
  query: PublicationsQuery,
  overrides: Partial<PublicationsQuery> = {},
): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (merged.query) params.set('q', merged.query);
  for (const category of merged.categories) params.append('category', category);
  for (const kind of merged.kinds) params.append('type', kind);
  if (merged.page > 1) params.set('page', String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter or search is applied. */
export function hasFilters(query: PublicationsQuery): boolean {
  return Boolean(query.query || query.categories.length || query.kinds.length);
}

// Next.js hands the segments over percent-encoded; one that does not decode is kept as it came.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The search parameters spelled as path segments by the search route (q/reforma/page/2, see
 * searchRewriteRules in lib/routing/search.ts). Unknown keys and a key without a value are dropped.
 */
export function searchParamsFromSegments(segments: readonly string[]): RawSearchParams {
  const params: RawSearchParams = {};
  for (let index = 0; index + 1 < segments.length; index += 2) {
    const key = segments[index] as string;
    if ((searchKeys as readonly string[]).includes(key) && !(key in params)) {
      params[key] = decodeSegment(segments[index + 1] as string);
    }
  }
  return params;
}
