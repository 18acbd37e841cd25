import { mapCards, mapCategories, mapEntry, mapSearch, mapSitemap } from './mappers';
import type { Rpc } from './rpc-error';
import type { Backend } from './types';

type ContentReads = Pick<
  Backend,
  | 'searchEntries'
  | 'getEntry'
  | 'resolveEntrySlug'
  | 'isEntrySlugRemoved'
  | 'listLatestEntries'
  | 'listRelatedEntries'
  | 'listEntriesByAuthor'
  | 'listCategories'
  | 'resolveCategory'
  | 'listSitemapEntries'
  | 'health'
>;

/**
 * What visitors read, written once for both adapters over their `rpc` as the anonymous role:
 * every read is a SQL function called with named arguments, so the entries' RLS policies decide
 * what is seen on either backend.
 */
export function contentReads(rpc: Rpc): ContentReads {
  return {
    searchEntries: async (input) =>
      mapSearch(
        await rpc('search_entries', {
          p_locale: input.locale,
          p_query: input.query,
          p_categories: input.categories,
          p_kinds: input.kinds,
          p_limit: input.pageSize,
          p_offset: (input.page - 1) * input.pageSize,
        }),
      ),
    getEntry: async (locale, slug) =>
      mapEntry(await rpc('get_entry', { p_locale: locale, p_slug: slug })),
    resolveEntrySlug: async (locale, slug) => {
      const current = await rpc('resolve_entry_slug', { p_locale: locale, p_slug: slug });
      return typeof current === 'string' ? current : null;
    },
    isEntrySlugRemoved: async (locale, slug) =>
      (await rpc('entry_slug_removed', { p_locale: locale, p_slug: slug })) === true,
    listLatestEntries: async (locale, kinds, limit) =>
      mapCards(
        await rpc('list_latest_entries', { p_locale: locale, p_kinds: kinds, p_limit: limit }),
      ),
    listRelatedEntries: async (id, locale, limit) =>
      mapCards(await rpc('list_related_entries', { p_id: id, p_locale: locale, p_limit: limit })),
    listEntriesByAuthor: async (authorId, locale, limit) =>
      mapCards(
        await rpc('list_entries_by_author', {
          p_author_id: authorId,
          p_locale: locale,
          p_limit: limit,
        }),
      ),
    listCategories: async () => mapCategories(await rpc('list_categories', {})),
    resolveCategory: async (id) => {
      const target = await rpc('resolve_category', { p_id: id });
      return typeof target === 'string' ? target : null;
    },
    listSitemapEntries: async () => mapSitemap(await rpc('list_sitemap_entries', {})),
    health: async () => (await rpc('health', {})) === true,
  };
}
