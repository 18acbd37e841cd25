import type { OutboxEmail, OutgoingEmail } from '@/lib/email/types';
import type { Locale } from '@/lib/routing';

/** What the site publishes: legal updates, blog posts and monthly bulletins. */
export const entryKinds = ['publication', 'blog', 'bulletin'] as const;
export type EntryKind = (typeof entryKinds)[number];

/** The kinds the publications list searches and filters by. */
export const searchableKinds = ['publication', 'blog'] as const;
export type SearchableKind = (typeof searchableKinds)[number];

export type Category = { id: string; label: Record<Locale, string> };

/** An entry as listed: text in the requested language, or Spanish where no translation exists. */
export type EntryCard = {
  id: string;
  kind: EntryKind;
  categoryId: string | null;
  slug: string;
  title: string;
  summary: string;
  /** False when the entry has no text in the requested language and shows the Spanish one. */
  translated: boolean;
  authorName: string | null;
  /** The author's team id (lib/content/team.ts); link it only when the team knows it. */
  authorId: string | null;
  /** First day of the bulletin's month (YYYY-MM-DD), for bulletins only. */
  issueMonth: string | null;
  publishedAt: string;
  updatedAt: string;
};

export type Entry = EntryCard & {
  body: string;
  /** The page's <title> and meta description in this language, when the editor set them. */
  seoTitle: string | null;
  seoDescription: string | null;
  slugs: { es: string; en: string | null };
  category: Category | null;
  coverImagePath: string | null;
  pdfPath: string | null;
  /** A bulletin's entries, in order. */
  items: EntryCard[];
};

export type SearchInput = {
  locale: Locale;
  query: string;
  categories: string[];
  kinds: SearchableKind[];
  page: number;
  pageSize: number;
};

export type SearchResult = {
  total: number;
  byCategory: Record<string, number>;
  byKind: Partial<Record<SearchableKind, number>>;
  items: EntryCard[];
};

export type SitemapEntry = { slugs: { es: string; en: string | null }; updatedAt: string };

// The admin area ------------------------------------------------------------------------------

export type EntryStatus = 'draft' | 'published';
/** The kinds the publication and blog editors write (bulletins have their own editor). */
export type EditableKind = 'publication' | 'blog';

/** One language of an entry as the editor holds it (the English side is null when absent). */
export type EntryTexts = {
  title: string;
  slug: string;
  summary: string;
  /** Sanitized HTML (lib/publications/html.ts). */
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
};

export type EntryDraft = {
  kind: EditableKind;
  categoryId: string;
  /** A team member's id (lib/content/team.ts), or null for the firm itself. */
  authorId: string | null;
  status: EntryStatus;
  /** ISO 8601 with offset; a future date on a published entry schedules it. */
  publishedAt: string | null;
  es: EntryTexts;
  en: EntryTexts | null;
};

export type BulletinTexts = { title: string; slug: string; summary: string };

export type BulletinDraft = {
  /** First day of the bulletin's month, YYYY-MM-01: one bulletin per month. */
  issueMonth: string;
  status: EntryStatus;
  publishedAt: string | null;
  es: BulletinTexts;
  en: BulletinTexts | null;
  pdfPath: string | null;
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
};

export type SaveOutcome =
  | { status: 'saved'; entry: SavedEntry }
  | { status: 'stale' }
  | { status: 'slugTaken'; locale: Locale }
  | { status: 'monthTaken' }
  | { status: 'badItems' };

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

/** The admin's reads and writes, run as the signed-in admin: RLS and is_admin() decide. */
export interface AdminContent {
  dashboard(): Promise<Dashboard>;
  listEntries(kind: EntryKind, query: string): Promise<AdminEntryRow[]>;
  getEntry(id: string): Promise<AdminEntry | null>;
  saveEntry(id: string | null, baseVersion: number | null, draft: EntryDraft): Promise<SaveOutcome>;
  saveBulletin(
    id: string | null,
    baseVersion: number | null,
    draft: BulletinDraft,
  ): Promise<SaveOutcome>;
  deleteEntry(id: string, baseVersion: number): Promise<DeleteOutcome>;
  listRevisions(id: string): Promise<Revision[]>;
  saveCategory(category: Category, create: boolean): Promise<'saved' | 'taken'>;
}

/** Who is calling: nobody, or a signed-in user with the claims of their verified session. */
export type Viewer =
  { kind: 'anonymous' } | { kind: 'user'; id: string; claims: Record<string, unknown> };
export const anonymous: Viewer = { kind: 'anonymous' };

/** The backend seam: one interface, a Supabase adapter and an embedded PGlite adapter. */
export interface Backend {
  readonly name: 'supabase' | 'embedded';
  searchEntries(input: SearchInput): Promise<SearchResult>;
  getEntry(locale: Locale, slug: string): Promise<Entry | null>;
  /**
   * The current slug in `locale` of the visible entry that answered at `slug` before its slug
   * changed, or null. Ask only when `getEntry` found nothing: a current slug always wins.
   */
  resolveEntrySlug(locale: Locale, slug: string): Promise<string | null>;
  /**
   * One entry by its slug as `viewer` may see it (`get_entry` runs as them, so RLS decides: an
   * admin also gets drafts and scheduled entries). For the draft preview; never cached.
   */
  getEntryAs(viewer: Viewer, locale: Locale, slug: string): Promise<Entry | null>;
  listLatestEntries(locale: Locale, kinds: EntryKind[], limit: number): Promise<EntryCard[]>;
  listRelatedEntries(id: string, locale: Locale, limit: number): Promise<EntryCard[]>;
  /** The newest publications and blog posts by one author (a team id), newest first. */
  listEntriesByAuthor(authorId: string, locale: Locale, limit: number): Promise<EntryCard[]>;
  listCategories(): Promise<Category[]>;
  listSitemapEntries(): Promise<SitemapEntry[]>;
  isAdmin(viewer: Viewer): Promise<boolean>;
  /** The admin's reads and writes as `viewer` (the database refuses anybody but an admin). */
  adminContent(viewer: Viewer): AdminContent;
  /** True when the database answers (`public.health()`); rejects or false otherwise. */
  health(): Promise<boolean>;
  readonly forms: FormsStore;
}

// The form functions' arguments, in the app's spelling: the forms store turns each key into the
// SQL function's named argument (`firstName` → `p_first_name`), so a key here that the function
// does not take is an error at the call, never a silently dropped value.

/** Arguments of `submit_contact_message`: a contact message as stored. */
export type ContactMessageArgs = {
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  locale: Locale;
  privacyPolicyVersion: string;
};

/** Arguments of `submit_career_application`; the CV itself is in the private resumes bucket. */
export type CareerApplicationArgs = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  profession: string;
  practiceArea: string;
  linkedinProfile: string;
  message: string;
  locale: Locale;
  resumePath: string;
  resumeOriginalName: string;
  resumeType: 'pdf' | 'doc' | 'docx';
  resumeBytes: number;
  privacyPolicyVersion: string;
};

/** Arguments of `subscribe_newsletter`: only hashes of its tokens are stored. */
export type SubscribeNewsletterArgs = {
  email: string;
  locale: Locale;
  confirmTokenHash: string;
  unsubscribeTokenHash: string;
  confirmHours: number;
  privacyPolicyVersion: string;
};

/**
 * What the form actions and the outbox sender need. These calls run with the server's own
 * authority (the service role), never a visitor's: visitors have no access to these tables.
 */
export interface FormsStore {
  hitRateLimit(
    bucket: string,
    keyHash: string,
    limit: number,
    windowSeconds: number,
  ): Promise<boolean>;
  /** Stores the message and enqueues its e-mails in one transaction; returns the outbox ids. */
  submitContactMessage(args: ContactMessageArgs, emails: OutgoingEmail[]): Promise<string[]>;
  submitCareerApplication(args: CareerApplicationArgs, emails: OutgoingEmail[]): Promise<string[]>;
  subscribeNewsletter(
    args: SubscribeNewsletterArgs,
    emails: OutgoingEmail[],
  ): Promise<{ status: 'pending' | 'confirmed'; outboxIds: string[] }>;
  confirmNewsletter(tokenHash: string): Promise<boolean>;
  /** Queues e-mails that belong to no stored submission (password reset, invitation); returns the outbox ids. */
  enqueueEmails(emails: OutgoingEmail[]): Promise<string[]>;
  unsubscribeNewsletter(tokenHash: string): Promise<boolean>;
  claimOutbox(limit: number, ids?: string[]): Promise<OutboxEmail[]>;
  completeOutbox(id: string, transport: string, providerMessageId: string): Promise<void>;
  failOutbox(id: string, error: string): Promise<void>;
  /** Stores a CV in the private resumes bucket under `name`. */
  saveResume(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  deleteResume(name: string): Promise<void>;
}
