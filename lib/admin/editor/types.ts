// What both editors (publications and blog posts, bulletins) share on the lib side: the types the
// editor frame in components/admin/editor-frame/ is configured with.
import type { Locale } from '@/lib/routing';
import type { BulletinDraft, EntryDraft } from '@/lib/admin/types';

/** The texts an entry may have per language; each editor names the ones its kind has. */
export type TextField = 'title' | 'slug' | 'summary' | 'body' | 'seoTitle' | 'seoDescription';

/** A choice of a select (a category, an author): its id and its name in the admin's language. */
export type Option = { id: string; label: string };

/** A revision as the revisions panel lists it: the date already worded on the server, in the firm's time. */
export type RevisionView<S extends EntryDraft | BulletinDraft = EntryDraft | BulletinDraft> = {
  id: string;
  version: number;
  savedAt: string;
  savedByEmail: string | null;
  snapshot: S;
};

/** The words of one piece of a change: kept, removed or added. */
export type ChangePart = { value: string; added: boolean; removed: boolean };

/** One field that differs between two revisions; a language's text names its language. */
export type FieldChange = { field: string; locale?: Locale; parts: ChangePart[] };

/** A saved entry's public pages in draft mode, per language. */
export type PreviewLinks = Record<Locale, string>;
