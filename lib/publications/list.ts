import 'server-only';
import { listCategories, listLatestEntries, resolveCategory, searchEntries } from '@/lib/backend';
import { pathFor, searchKeys, type Locale } from '@/lib/routing';
import {
  hasFilters,
  pageSize,
  parsePublicationsQuery,
  type PublicationsQuery,
  type RawSearchParams,
} from './query';
import type { Category, EntryCard, SearchResult } from './types';

/** What the publications list shows: the search as understood, its results and the bulletins. */
export type PublicationsList = {
  categories: Category[];
  /** The search, its page brought back to the last one when it asked for more. */
  query: PublicationsQuery;
  /** The page the URL asked for, past the last one when `query.page` was brought back. */
  askedPage: number;
  filtered: boolean;
  pages: number;
  result: SearchResult;
  /** The latest bulletins; none during a search, where they would stand between form and results. */
  bulletins: EntryCard[];
};

/**
 * The publications list for a search given as raw URL parameters (none: the latest entries),
 * read through the seam's cached reads, whose tags the page inherits.
 */
export async function getPublicationsList(
  locale: Locale,
  params: RawSearchParams,
): Promise<PublicationsList> {
  const categories = await listCategories();
  const query = parsePublicationsQuery(
    params,
    categories.map((c) => c.id),
  );
  const search = () =>
    searchEntries({
      locale,
      query: query.query,
      categories: query.categories,
      kinds: query.kinds,
      page: query.page,
      pageSize,
    });
  const filtered = hasFilters(query);
  const [firstResult, bulletins] = await Promise.all([
    search(),
    filtered ? Promise.resolve([]) : listLatestEntries(locale, ['bulletin'], 6),
  ]);
  const pages = Math.max(1, Math.ceil(firstResult.total / pageSize));
  // A page past the end shows the last page, and says so, rather than an empty one.
  const askedPage = query.page;
  if (query.page > pages) query.page = pages;
  const result =
    firstResult.items.length === 0 && firstResult.total > 0 ? await search() : firstResult;
  return { categories, query, askedPage, filtered, pages, result, bulletins };
}

const categoryIdShape = /^[a-z][a-z-]{1,39}$/;

/**
 * Where a publications search filtered by a merged category's old identifier now lives: the same
 * search with the category that took its entries, on the list's canonical path; null when the
 * filter names a current category or none (a permanent redirect keeps shared filter links
 * working after a merge).
 */
export async function movedCategoryPath(
  locale: Locale,
  params: RawSearchParams,
): Promise<string | null> {
  const asked = [params.category].flat()[0];
  if (!asked || !categoryIdShape.test(asked)) return null;
  if ((await listCategories()).some((category) => category.id === asked)) return null;
  const target = await resolveCategory(asked);
  if (!target) return null;
  const query = new URLSearchParams();
  for (const key of searchKeys) {
    const value = key === 'category' ? target : [params[key]].flat()[0];
    if (value) query.set(key, value);
  }
  return `${pathFor({ screen: 'publications' }, locale)}?${query}`;
}
