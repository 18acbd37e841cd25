import type { Transaction } from '@electric-sql/pglite';
import { mapCards, mapCategories, mapEntry, mapSearch, mapSitemap } from '../mappers';
import type { Backend, Viewer } from '../types';
import { embeddedForms } from './forms';
import type { Claims, EmbeddedStore } from './store';

function claimsOf(viewer: Viewer): Claims {
  return viewer.kind === 'user'
    ? { ...viewer.claims, role: 'authenticated', sub: viewer.id }
    : { role: 'anon' };
}

async function scalar(tx: Transaction, sql: string, params: unknown[]): Promise<unknown> {
  const result = await tx.query<{ value: unknown }>(sql, params);
  return result.rows[0]?.value ?? null;
}

/**
 * The backend on the embedded PGlite store: the same SQL functions, the same RLS policies. CVs
 * go to `uploadsDir`, a private folder the site never serves.
 */
export function embeddedBackend(store: EmbeddedStore, uploadsDir: string): Backend {
  const asVisitor = <T>(fn: (tx: Transaction) => Promise<T>) => store.asRole({ role: 'anon' }, fn);
  return {
    name: 'embedded',
    forms: embeddedForms(store, uploadsDir),
    async searchEntries(input) {
      const json = await asVisitor((tx) =>
        scalar(
          tx,
          'select public.search_entries($1, $2, $3::text[], $4::text[], $5, $6) as value',
          [
            input.locale,
            input.query,
            input.categories,
            input.kinds,
            input.pageSize,
            (input.page - 1) * input.pageSize,
          ],
        ),
      );
      return mapSearch(json);
    },
    async getEntry(locale, slug) {
      return mapEntry(
        await asVisitor((tx) =>
          scalar(tx, 'select public.get_entry($1, $2) as value', [locale, slug]),
        ),
      );
    },
    async listLatestEntries(locale, kinds, limit) {
      return mapCards(
        await asVisitor((tx) =>
          scalar(tx, 'select public.list_latest_entries($1, $2::text[], $3) as value', [
            locale,
            kinds,
            limit,
          ]),
        ),
      );
    },
    async listRelatedEntries(id, locale, limit) {
      return mapCards(
        await asVisitor((tx) =>
          scalar(tx, 'select public.list_related_entries($1, $2, $3) as value', [
            id,
            locale,
            limit,
          ]),
        ),
      );
    },
    async listEntriesByAuthor(authorId, locale, limit) {
      return mapCards(
        await asVisitor((tx) =>
          scalar(tx, 'select public.list_entries_by_author($1, $2, $3) as value', [
            authorId,
            locale,
            limit,
          ]),
        ),
      );
    },
    async listCategories() {
      const rows = await asVisitor(
        async (tx) =>
          (
            await tx.query(
              'select id, label_es, label_en from public.categories order by position, id',
            )
          ).rows,
      );
      return mapCategories(rows);
    },
    async listSitemapEntries() {
      return mapSitemap(
        await asVisitor((tx) => scalar(tx, 'select public.list_sitemap_entries() as value', [])),
      );
    },
    async isAdmin(viewer) {
      const value = await store.asRole(claimsOf(viewer), (tx) =>
        scalar(tx, 'select public.is_admin() as value', []),
      );
      return value === true;
    },
  };
}
