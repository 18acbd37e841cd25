// The staff area's app types: what the seam (lib/backend) maps the provider's rows to for the
// admin, and what the staff pages, loaders and components name. Components import them from
// here, never from the seam.
import type { Locale } from '@/lib/routing';
import type { EntryKind } from '@/lib/publications/types';
import type { EntryFormValues } from './entries/schema';

/** One field of a simple admin form (sign-in, setup, users): what the form renders for it. */
export type AdminField = {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'select';
  autoComplete: string;
  /** The keyboard a phone shows ('numeric' for a one-time code). */
  inputMode?: 'numeric';
  hint?: string;
  /** A select's choices, the first one chosen at first. */
  options?: { value: string; label: string }[];
  /** False for a field that may stay empty (required unless said). */
  required?: boolean;
};

export type EntryStatus = 'draft' | 'published';
/** The kinds the publication and blog editors write (bulletins have their own editor). */
export type EditableKind = 'publication' | 'blog';

/**
 * A publication or blog post as its editor holds it: the form's values (lib/admin/entries/
 * schema.ts, where the fields are named) without the id and version it is saved under. The seam
 * answers stored entries and their revisions in this shape: '' where nothing is set, the date as
 * the firm's wall-clock time, bodies sanitized (lib/publications/html.ts).
 */
export type EntryDraft = Omit<EntryFormValues, 'id' | 'version'>;

export type BulletinTexts = { title: string; slug: string; summary: string };

export type BulletinDraft = {
  /** First day of the bulletin's month, YYYY-MM-01: one bulletin per month. */
  issueMonth: string;
  status: EntryStatus;
  publishedAt: string | null;
  es: BulletinTexts;
  en: BulletinTexts | null;
  /** Its PDF in each language (a stored path or URL), each optional. */
  pdfPaths: Record<Locale, string | null>;
  /** The publications and blog posts it gathers, in order. */
  itemIds: string[];
};

type Stored = { id: string; version: number; createdAt: string; updatedAt: string };

export type AdminEntry = (Stored & EntryDraft) | (Stored & { kind: 'bulletin' } & BulletinDraft);

export type SavedEntry = {
  id: string;
  version: number;
  slugs: { es: string; en: string | null };
  /** The public slugs before this save (null for a new entry), whose pages must be refreshed too. */
  oldSlugs: { es: string | null; en: string | null };
  /** The publication date the save settled (an instant), or null: the form shows it from then on. */
  publishedAt: string | null;
};

export type SaveOutcome =
  | { status: 'saved'; entry: SavedEntry }
  | { status: 'stale' }
  | { status: 'slugTaken'; locale: Locale }
  | { status: 'monthTaken' }
  | { status: 'badItems' }
  | { status: 'unknownCategory' }
  /** The caller's role may not save this (an author's publish, or another's entry). */
  | { status: 'forbidden' };

/** What saving a category answers: saved, or which of its keys another category has. */
export type SaveCategoryOutcome = 'saved' | 'taken' | 'nameTakenEs' | 'nameTakenEn';

/** An entry filed under a category, as the refusal to delete that category names it. */
export type CategoryUse = { id: string; kind: EntryKind; title: string };

/**
 * Deleting a category: gone, or kept because entries use it (listed, newest change first), or
 * kept because entries in the trash still use it.
 */
export type DeleteCategoryOutcome =
  { status: 'deleted' } | { status: 'inUse'; entries: CategoryUse[] } | { status: 'inTrash' };

/** Merging a category into another: how many entries moved, or refused as the same category. */
export type MergeCategoryOutcome = { status: 'merged'; moved: number } | { status: 'same' };

export type DeleteOutcome =
  | { status: 'deleted'; kind: EntryKind; slugs: { es: string; en: string | null } }
  | { status: 'stale' };

export type AdminEntryRow = {
  id: string;
  kind: EntryKind;
  status: EntryStatus;
  titleEs: string;
  titleEn: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** Published with a date still to come. */
  scheduled: boolean;
  categoryId: string | null;
  /** A team member's id (lib/content/team.ts), or null. */
  authorId: string | null;
  /** A bulletin's month, YYYY-MM-01; null for other kinds. */
  issueMonth: string | null;
};

/** A list's filters and order, as its URL gave them (lib/admin/entries/list.ts parses them). */
export type EntryListFilters = {
  status?: 'draft' | 'published' | 'scheduled';
  categoryId?: string;
  authorId?: string;
  /** Only entries without an English version. */
  untranslated?: boolean;
  /** By last change, or by publication date (a bulletin's month) newest or oldest first. */
  sort?: 'updated' | 'newest' | 'oldest';
};

export type Dashboard = {
  counts: Record<EntryKind, { published: number; drafts: number; scheduled: number }>;
  untranslated: AdminEntryRow[];
  latest: AdminEntryRow[];
};

export type Revision = {
  id: string;
  version: number;
  savedAt: string;
  savedByEmail: string | null;
  snapshot: EntryDraft | BulletinDraft;
};

/** An entry in the trash, as its list shows it. */
export type TrashedEntry = {
  id: string;
  kind: EntryKind;
  titleEs: string;
  titleEn: string | null;
  deletedAt: string;
  /** Who moved it there (their e-mail), or null when that account is gone. */
  deletedBy: string | null;
  /** Whole days before the scheduled job purges it; 0 on its last day. */
  daysLeft: number;
};

/** Bringing an entry back from the trash. */
export type RestoreOutcome =
  | {
      status: 'restored';
      id: string;
      kind: EntryKind;
      slugs: { es: string; en: string | null };
    }
  /** Not in the trash (restored already, purged, or never there). */
  | { status: 'notInTrash' }
  /** A bulletin whose month has another bulletin since. */
  | { status: 'monthTaken' };

/** An entry the purge deleted for good. */
export type PurgedEntry = {
  id: string;
  kind: EntryKind;
  slugs: { es: string; en: string | null };
  deletedAt: string;
};

/** Where an author's draft stands in review: none, pending an editor, or returned with a note. */
export type ReviewState = 'pending' | 'returned';

/** An entry's review as its editor shows it. Names are the accounts' display names or e-mails. */
export interface EntryReview {
  id: string;
  version: number;
  state: ReviewState | null;
  note: string | null;
  requestedAt: string | null;
  requestedBy: string | null;
  returnedBy: string | null;
}

/** A row of the dashboard's "Pendientes de revisión". */
export interface PendingReview {
  id: string;
  kind: EntryKind;
  title: string;
  requestedAt: string;
  requestedBy: string | null;
}

/** Who is told that a draft waits for review: each active editor and admin, in their language. */
export type ReviewRecipient = { email: string; language: Locale };

/** What a review verb answers; `notPending`: nothing to decide; `badNote`: empty or too long. */
export type ReviewOutcome =
  | {
      status: 'done';
      review: EntryReview;
      recipients: ReviewRecipient[];
      /** After an approval: what was published, for its pages to be read again. */
      published: { kind: EntryKind; slugs: { es: string; en: string | null } } | null;
    }
  | { status: 'stale' }
  | { status: 'notPending' }
  | { status: 'badNote' }
  | { status: 'forbidden' };
