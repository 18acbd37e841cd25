import 'server-only';
import { notFound } from 'next/navigation';
import { requirePage } from '@/lib/auth/guard';
import { roleMay } from '@/lib/auth/permissions';
import type { Category, EntryKind } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import { editorCategories } from '@/lib/admin/categories/loaders';
import { adminContent } from '../content';
import { adminLocale } from '../locale';
import type { AdminEntry, AdminEntryRow, EditableKind, EntryReview, Revision } from '../types';
import { teamMembers } from '@/lib/content/team';
import {
  parseListParams,
  parseSearchQuery,
  type EntryListParams,
  type ListSearchParams,
  type SearchQuery,
} from './list';

// What the publication and blog pages of the staff area read: each loader asks the guard first
// (redirect to sign in, or 403), then reads as the signed-in user, so the database checks again.

/** A saved publication or blog post, as its editor opens it. */
export type EditableEntry = Extract<AdminEntry, { kind: EditableKind }>;

/** What the publication or blog editor's page shows. */
export type EntryEditorData = {
  locale: Locale;
  /** The signed-in account's e-mail. */
  account: string;
  /**
   * What the caller's role lets the editor offer: publishing and scheduling, deleting, and a link
   * to the entry's history in the audit trail.
   */
  may: { publish: boolean; delete: boolean; readHistory: boolean; review: boolean };
  /** Null for a new entry. */
  saved: { entry: EditableEntry; revisions: Revision[]; review: EntryReview | null } | null;
  categories: Category[];
};

/**
 * The publication or blog editor's data, new (`id` undefined) or saved, for an admin who may edit
 * content: answers 404 for an id that is malformed, unknown, or of another kind.
 */
export async function getEntryEditor(kind: EditableKind, id?: string): Promise<EntryEditorData> {
  const [{ claims, role }, locale] = await Promise.all([
    requirePage('entries.draft'),
    adminLocale(),
  ]);
  let saved: EntryEditorData['saved'] = null;
  if (id !== undefined) {
    if (!isUuid(id)) notFound();
    const content = await adminContent(claims);
    const [entry, revisions, review] = await Promise.all([
      content.getEntry(id),
      content.listRevisions(id),
      content.entryReview(id),
    ]);
    if (!entry || entry.kind !== kind) notFound();
    // A review counts on a draft only (a published entry's leftover state is no review).
    saved = {
      entry: entry as EditableEntry,
      revisions,
      review: entry.status === 'draft' && review?.state ? review : null,
    };
  }
  const may = {
    publish: roleMay(role, 'entries.publish'),
    delete: roleMay(role, 'entries.delete'),
    readHistory: roleMay(role, 'audit.read'),
    review: roleMay(role, 'entries.review'),
  };
  return { locale, account: claims.email, may, saved, categories: await editorCategories() };
}

/** What one kind's entry list shows: the search as parsed, the query run, the filters, the rows. */
export type EntryListData = {
  locale: Locale;
  search: SearchQuery;
  /** The title search that ran: empty when the search was invalid, which lists everything. */
  query: string;
  /** The filters and order that ran (unknown categories and authors dropped). */
  params: EntryListParams;
  rows: AdminEntryRow[];
  /** What the filters offer: the categories, and the team as authors (publications and blog). */
  categories: Category[];
  authors: { id: string; name: string }[];
};

/**
 * One kind's entries for an admin who may edit content, as the list's URL asks: the title search
 * (`?q=`), the filters and the order (lib/admin/entries/list.ts parses them; a value that is not
 * a known category or team member is ignored like any bad one). The database filters and sorts,
 * under the same row-level security as every read.
 */
export async function getEntryList(
  kind: EntryKind,
  searchParams: ListSearchParams,
): Promise<EntryListData> {
  const [{ claims }, locale, allCategories] = await Promise.all([
    requirePage(kind === 'bulletin' ? 'bulletins.edit' : 'entries.draft'),
    adminLocale(),
    kind === 'bulletin' ? Promise.resolve([]) : editorCategories(),
  ]);
  const search = parseSearchQuery(searchParams.q);
  const query = search.status === 'ok' ? search.query : '';
  const asked = parseListParams(searchParams);
  const authors =
    kind === 'bulletin' ? [] : teamMembers.map((member) => ({ id: member.id, name: member.name }));
  const params: EntryListParams = {
    ...asked,
    categoryId: allCategories.some((c) => c.id === asked.categoryId) ? asked.categoryId : undefined,
    authorId: authors.some((a) => a.id === asked.authorId) ? asked.authorId : undefined,
  };
  // An invalid search (too long, control characters) is not run: the field says why, and the
  // list shows everything.
  const rows = await (await adminContent(claims)).listEntries(kind, query, params);
  return { locale, search, query, params, rows, categories: allCategories, authors };
}
