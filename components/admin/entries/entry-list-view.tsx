import Link from 'next/link';
import type { EntryListData } from '@/lib/admin/entries/loaders';
import { adminTranslator } from '@/lib/admin/locale';
import type { EntryKind } from '@/lib/publications/types';
import { adminPaths } from '@/lib/routing';
import { primaryButton } from '@/components/admin/shell/buttons';
import { isFiltered } from '@/lib/admin/entries/list';
import { EntriesTable, bulletinColumns, entryColumns } from './entries-table';
import { EntryFilters } from './entry-filters';
import { EntrySearch } from './entry-search';

/** Each kind's list and editor paths. */
export const entryListPaths = {
  publication: { list: adminPaths.publications, create: adminPaths.newPublication },
  blog: { list: adminPaths.blog, create: adminPaths.newBlog },
  bulletin: { list: adminPaths.bulletins, create: adminPaths.newBulletin },
} as const satisfies Record<EntryKind, { list: string; create: string }>;

/**
 * /admin/publication, /admin/blog, /admin/bulletin: one kind's entries with a title search
 * (?q=), filters and an order in the same GET form, and a button to write a new one, as the
 * route read them (lib/admin/entries/loaders.ts). A filtered list that finds nothing says so,
 * with a link that clears the filters.
 */
export function EntryListView({ kind, list }: { kind: EntryKind; list: EntryListData }) {
  const { locale, search, query, rows, params } = list;
  const t = adminTranslator(locale);
  const paths = entryListPaths[kind];
  const filtered = isFiltered(params);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-4xl">{t(`lists.kinds.${kind}`)}</h1>
          <p className="mt-3 text-muted">{t(`lists.intro.${kind}`)}</p>
        </div>
        <Link href={paths.create} className={primaryButton}>
          {t(`lists.new.${kind}`)}
        </Link>
      </div>
      <EntrySearch
        action={paths.list}
        value={search.status === 'ok' ? search.query : search.raw}
        error={search.status === 'invalid' ? t(`lists.${search.error}`) : undefined}
        texts={{
          label: t('lists.searchLabel'),
          hint: t('lists.searchHint'),
          submit: t('lists.searchSubmit'),
          clear: t(filtered ? 'lists.clearFilters' : 'lists.searchClear'),
        }}
        active={Boolean(query || search.status === 'invalid' || filtered || params.sort)}
      >
        <EntryFilters kind={kind} list={list} />
      </EntrySearch>
      <p role="status" className="mt-8 mb-3 text-sm text-muted">
        {query
          ? t('lists.resultsFor', { count: rows.length, query })
          : t('lists.count', { count: rows.length })}
      </p>
      {rows.length > 0 ? (
        <EntriesTable
          rows={rows}
          caption={t(`lists.caption.${kind}`)}
          locale={locale}
          columns={kind === 'bulletin' ? bulletinColumns : entryColumns}
          categories={list.categories}
        />
      ) : filtered ? (
        <p className="border border-stone-line bg-white p-6" data-empty-filtered>
          {t('lists.emptyFiltered')}{' '}
          <Link href={paths.list} className="font-semibold underline underline-offset-2">
            {t('lists.clearFilters')}
          </Link>
        </p>
      ) : (
        <p className="border border-stone-line bg-white p-6">
          {query ? t('lists.emptySearch', { query }) : t(`lists.empty.${kind}`)}
        </p>
      )}
    </>
  );
}
