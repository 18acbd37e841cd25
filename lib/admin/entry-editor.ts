import 'server-only';
import { notFound } from 'next/navigation';
import { requirePage } from '@/lib/auth/guard';
import type { Category } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import { editorCategories } from './categories';
import { adminContent } from './content';
import { adminLocale } from './locale';
import type { AdminEntry, EditableKind, Revision } from './types';

/** A saved publication or blog post, as its editor opens it. */
export type EditableEntry = Extract<AdminEntry, { kind: EditableKind }>;

/** What the publication or blog editor's page shows. */
export type EntryEditorData = {
  locale: Locale;
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
  return { locale, saved, categories: await editorCategories() };
}
