import 'server-only';
import { requirePage } from '@/lib/auth/guard';
import type { EntryKind } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { adminContent } from './content';
import { parseSearchQuery, type SearchQuery } from './entry-list';
import { adminLocale } from './locale';
import type { AdminEntryRow } from './types';

/** What one kind's entry list shows: the search as parsed, the query run, the rows. */
export type EntryListData = {
  locale: Locale;
  search: SearchQuery;
  /** The title search that ran: empty when the search was invalid, which lists everything. */
  query: string;
  rows: AdminEntryRow[];
};

/** One kind's entries, newest change first, matching the list's `?q=`, for an admin who may edit content. */
export async function getEntryList(
  kind: EntryKind,
  q: string | string[] | undefined,
): Promise<EntryListData> {
  const [{ claims }, locale] = await Promise.all([requirePage('content.edit'), adminLocale()]);
  const search = parseSearchQuery(q);
  const query = search.status === 'ok' ? search.query : '';
  // An invalid search (too long, control characters) is not run: the field says why, and the
  // list shows everything.
  const rows = await (await adminContent(claims)).listEntries(kind, query);
  return { locale, search, query, rows };
}
