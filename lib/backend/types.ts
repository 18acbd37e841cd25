import type { EntryFormValues } from '@/lib/admin/entries/schema';
import type { AuditLog, ServerAuditLog } from './audit-log';
import type { ConflictStore } from './conflict-store';
import type { ImageFiles, ImagesStore } from './images-store';
import type { InboxStore } from './inbox-store';
import type { OutboxViewer } from '@/lib/admin/outbox/types';
import type { InboxRepliesStore } from './inbox-replies-store';
import type { PrivacyStore } from './privacy-store';
import type { DataRequestsStore, PublicDataRequests } from './data-requests-store';
import type { OutboxEmail, OutgoingEmail } from '@/lib/email/types';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Locale } from '@/lib/routing';
import type {
  AdminEntry,
  AdminEntryRow,
  BulletinDraft,
  Dashboard,
  DeleteCategoryOutcome,
  DeleteOutcome,
  EntryListFilters,
  EntryReview,
  PendingReview,
  ReviewOutcome,
  MergeCategoryOutcome,
  PurgedEntry,
  RestoreOutcome,
  Revision,
  SaveCategoryOutcome,
  SaveOutcome,
  TrashedEntry,
} from '@/lib/admin/types';
import type {
  Category,
  Entry,
  EntryCard,
  EntryKind,
  SearchInput,
  SearchResult,
  SitemapEntry,
} from '@/lib/publications/types';

// The app types live in their domain modules (the seam maps provider rows to them); re-exported
// here so the seam's callers and adapters keep naming them from one place.
export * from '@/lib/publications/types';
export type * from '@/lib/admin/types';
export type * from '@/lib/audit/types';
export type { AuditLog, ServerAuditLog } from './audit-log';
export type * from './inbox-store';
export type * from './images-store';

/** The staff's reads and writes, run as the signed-in account: RLS and require_permission() decide. */
export interface AdminContent {
  dashboard(): Promise<Dashboard>;
  listEntries(kind: EntryKind, query: string, filters?: EntryListFilters): Promise<AdminEntryRow[]>;
  /**
   * Published publications and blog posts a bulletin may gather: those published in `month`
   * (YYYY-MM-01, the firm's time) oldest first, or else those whose title matches `query`.
   */
  listBulletinItems(query: string, month: string | null): Promise<AdminEntryRow[]>;
  getEntry(id: string): Promise<AdminEntry | null>;
  /** Creates (no id) or updates a publication or blog post from the editor's checked values. */
  saveEntry(values: EntryFormValues): Promise<SaveOutcome>;
  saveBulletin(
    id: string | null,
    baseVersion: number | null,
    draft: BulletinDraft,
  ): Promise<SaveOutcome>;
  /** Moves an entry (any kind) to the trash for 30 days; stale when `baseVersion` is not its version. */
  deleteEntry(id: string, baseVersion: number): Promise<DeleteOutcome>;
  /** The trash, most recently deleted first. */
  listTrash(): Promise<TrashedEntry[]>;
  /** Brings an entry back from the trash as it was. */
  restoreEntry(id: string): Promise<RestoreOutcome>;
  listRevisions(id: string): Promise<Revision[]>;
  /** Adds or renames a category; a name is refused when another has it (case and accents aside). */
  saveCategory(category: Category, create: boolean): Promise<SaveCategoryOutcome>;
  /** Deletes a category no entry uses; a used one is kept and its entries listed. */
  deleteCategory(id: string): Promise<DeleteCategoryOutcome>;
  /** Moves every entry of `sourceId` to `targetId`, removes the source, redirects its filter. */
  mergeCategory(sourceId: string, targetId: string): Promise<MergeCategoryOutcome>;
  /** Sends a draft the caller created to review (at `baseVersion`); answers whom to tell. */
  requestReview(id: string, baseVersion: number): Promise<ReviewOutcome>;
  /** Publishes a pending entry as it was sent (editors). */
  approveReview(id: string, baseVersion: number): Promise<ReviewOutcome>;
  /** Returns a pending entry to its author with a note of 1 to 2000 characters (editors). */
  returnReview(id: string, baseVersion: number, note: string): Promise<ReviewOutcome>;
  /** An entry's review, or null when the caller may not read the entry. */
  entryReview(id: string): Promise<EntryReview | null>;
  /** The entries waiting for an editor, oldest request first (editors). */
  pendingReviews(): Promise<PendingReview[]>;
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
   * Whether `slug` in `locale` led to a publication that is now in the trash (its current or an
   * old slug, and visitors could read it then): its page says it was removed. Nothing else of
   * the entry is told.
   */
  isEntrySlugRemoved(locale: Locale, slug: string): Promise<boolean>;
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
  /** The category a merged category's old identifier now leads to, or null. */
  resolveCategory(id: string): Promise<string | null>;
  listSitemapEntries(): Promise<SitemapEntry[]>;
  isAdmin(viewer: Viewer): Promise<boolean>;
  /** The viewer's staff role as the database answers it now (public.staff_role()), or null. */
  staffRole(viewer: Viewer): Promise<StaffRole | null>;
  /**
   * Whether the viewer's account has a verified second factor that this session has not passed
   * yet (public.second_factor_pending()): until it has, the account has no staff role.
   */
  secondFactorPending(viewer: Viewer): Promise<boolean>;
  /** The staff area's language the viewer's profile keeps, or null. */
  adminLanguage(viewer: Viewer): Promise<Locale | null>;
  /** Keeps the staff area's language in the viewer's profile (no profile: nothing changes). */
  setAdminLanguage(viewer: Viewer, locale: Locale): Promise<void>;
  /** The staff's reads and writes as `viewer` (the database refuses what the viewer's role may not do). */
  adminContent(viewer: Viewer): AdminContent;
  /** True when the database answers (`public.health()`); rejects or false otherwise. */
  health(): Promise<boolean>;
  readonly forms: FormsStore;
  /** The audit trail as `viewer`: records with them as the actor; only an admin reads it. */
  audit(viewer: Viewer): AuditLog;
  /** The audit trail with the server's own authority (the service role). */
  readonly serverAudit: ServerAuditLog;
  /** The outbox as `viewer` reads it: only who holds personal.read (the database decides). */
  outbox(viewer: Viewer): OutboxViewer;
  /** The scheduled job's housekeeping, with the server's own authority (the service role). */
  readonly maintenance: Maintenance;
  /** The bulletins' PDFs (public files), written as `viewer`: only who may edit bulletins writes. */
  bulletinFiles(viewer: Viewer): BulletinFiles;
  /** The inbox of leads and applications as `viewer` (only an admin works it). */
  inbox(viewer: Viewer): InboxStore;
  /** A lead's conflict check as `viewer` (only an admin works it). */
  conflicts(viewer: Viewer): ConflictStore;
  /** Replies to the inbox's visitors and their templates as `viewer` (only an admin). */
  inboxReplies(viewer: Viewer): InboxRepliesStore;
  /** The image library as `viewer` (editors and admins manage it; the database decides). */
  images(viewer: Viewer): ImagesStore;
  /** The image files, written as `viewer`: only who may manage images writes. */
  imageFiles(viewer: Viewer): ImageFiles;
  /** Everything about an e-mail address, compiled, deleted or corrected as `viewer` (admins). */
  privacy(viewer: Viewer): PrivacyStore;
  /** Data subjects' requests as the form and the confirmation page file them (service role). */
  readonly dataRequests: PublicDataRequests;
  /** Data subjects' requests and the calendar overrides as `viewer` works them (only an admin). */
  privacyRequests(viewer: Viewer): DataRequestsStore;
}

/** What the scheduled job does besides sending e-mail; never a visitor's or an editor's call. */
export interface Maintenance {
  /** Deletes for good what has been in the trash for more than 30 days; answers what went. */
  purgeTrash(): Promise<PurgedEntry[]>;
  /** Deletes for good what was marked as spam more than 30 days ago; answers the CVs' file names. */
  purgeSpam(): Promise<{ leads: number; applications: number; resumes: string[] }>;
  /**
   * Applies the retention periods (each rule's key → an interval, lib/privacy/retention.ts);
   * answers how many rows each rule removed or emptied and the CVs' file names.
   */
  purgeRetention(
    periods: Record<string, string>,
  ): Promise<{ counts: Record<string, number>; resumes: string[] }>;
}

/**
 * The public storage of bulletins' PDFs: a public Storage bucket on Supabase, a folder served by
 * a route handler on the embedded store. Names are content-addressed (lib/bulletins/pdf.ts).
 */
export interface BulletinFiles {
  /** Stores a PDF (checked by the caller) and returns the path or URL visitors download it from. */
  save(bytes: Uint8Array, language: Locale): Promise<string>;
  /** Deletes the file a path from `save` points at; refuses any other path. */
  remove(publicPath: string): Promise<void>;
}

// The form functions' arguments, in the app's spelling: the forms store turns each key into the
// SQL function's named argument (`firstName` → `p_first_name`), so a key here that the function
// does not take is an error at the call, never a silently dropped value.

/** Arguments of `submit_contact_message`: a contact message as stored. */
export type ContactMessageArgs = {
  /** Chosen by the server: the assigned lawyer's e-mail links to it. */
  id: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  message: string;
  locale: Locale;
  privacyPolicyVersion: string;
  /** The team member who leads the topic's practice (lib/forms/assignment.ts), or null. */
  assignedTo: string | null;
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
  resumeType: 'pdf' | 'docx';
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
  /** Deletes the subscriber of the token and keeps the address only as a suppressed HMAC. */
  unsubscribeNewsletter(tokenHash: string): Promise<boolean>;
  /** Whether sends must skip the address (unsubscribed, or later bounced or complained). */
  addressSuppressed(email: string): Promise<boolean>;
  /**
   * Keeps as a suppressed HMAC, and deletes, up to `limit` subscribers who unsubscribed before
   * suppressions existed (their row still held the address); answers how many.
   */
  hashUnsubscribed(limit: number): Promise<number>;
  claimOutbox(limit: number, ids?: string[]): Promise<OutboxEmail[]>;
  completeOutbox(id: string, transport: string, providerMessageId: string): Promise<void>;
  failOutbox(id: string, error: string): Promise<void>;
  /** Stores a CV in the private resumes bucket under `name`. */
  saveResume(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  deleteResume(name: string): Promise<void>;
  /** A CV's bytes from the private bucket, or null when there is none. */
  readResume(name: string): Promise<Uint8Array | null>;
  /** The active staff accounts linked to a team member, to tell them of a lead. */
  lawyerRecipients(teamMemberId: string): Promise<{ email: string; language: Locale }[]>;
}
