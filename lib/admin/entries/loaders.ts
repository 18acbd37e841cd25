import 'server-only';
import { notFound } from 'next/navigation';
import { requirePage } from '@/lib/auth/guard';
import type { Category, EntryKind } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import { editorCategories } from '@/lib/admin/categories/loaders';
import { adminContent } from '../content';
import { adminLocale } from '../locale';
import type { AdminEntry, AdminEntryRow, EditableKind, Revision } from '../types';
import { parseSearchQuery, type SearchQuery } from './list';

// What the publication and blog pages of the staff area read: each loader asks the guard first
// (redirect to sign in, or 403), then reads as the signed-in user, so the database checks again.

/** A saved publication or blog post, as its editor opens it. */
export type EditableEntry = Extract<AdminEntry, { kind: EditableKind }>;

/** What the publication or blog editor's page shows. */
export type EntryEditorData = {
  locale: Locale;
  /** The signed-in account's e-mail. */
  account: string;
  /** Null for a new entry. */
  saved: { entry: EditableEntry; revisions: Revision[] } | null;
  categories: Category[];
};

/**
 * The publication or blog editor's data, new (`id` undefined) or saved, for an admin who may edit
 * content: answers 404 for an id that is malformed, unknown, or of another kind.
 */
export async function getEntryEditor(kind: EditableKind, id?: string): Promise<EntryEditorData> {
  const [{ claims }, locale] = await Promise.all([requirePage('content.edit'), adminLocale()]);
  let saved: EntryEditorData['saved'] = null;
  if (id !== undefined) {
    if (!isUuid(id)) notFound();
    const content = await adminContent(claims);
    const [entry, revisions] = await Promise.all([content.getEntry(id), content.listRevisions(id)]);
    if (!entry || entry.kind !== kind) notFound();
    saved = { entry: entry as EditableEntry, revisions };
  }
  return { locale, account: claims.email, saved, categories: await editorCategories() };
}

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
