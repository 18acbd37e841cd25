import { z } from 'zod';
import { entryFormFields } from '@/lib/admin/entries/schema';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { snakeCase } from './rpc-error';
import type {
  AdminEntry,
  AdminEntryRow,
  BulletinDraft,
  Category,
  Dashboard,
  DeleteCategoryOutcome,
  DeleteOutcome,
  EntryDraft,
  MergeCategoryOutcome,
  Revision,
} from './types';

// The admin functions' JSON (20261124000100_editors.sql) parsed at the boundary into the app's
// types, and the bulletin draft written as its function's JSON, key for key. Nothing outside this
// file and admin-content.ts knows the snake_case shape.

const timestamp = z.string().min(1);
/** A timestamp the database answered, as the app's ISO string. */
export const iso = (value: string) => new Date(value).toISOString();
/** As `iso`, keeping null. */
export const isoOrNull = (value: string | null) => (value === null ? null : iso(value));
const status = z.enum(['draft', 'published']);

// A publication's or blog post's columns are the editor's fields in snake_case (entry_snapshot
// answers them so), so the form's schema names them here too.
const draftFields = entryFormFields.filter((name) => name !== 'id' && name !== 'version');
const entryColumns = z.object(
  Object.fromEntries(draftFields.map((name) => [snakeCase(name), z.string().nullable()])),
);
const entryChoices = z.object({
  kind: z.enum(['publication', 'blog']),
  status,
  published_at: timestamp.nullable(),
});

/**
 * A stored publication or blog post (admin_get_entry, a revision's snapshot) as the editor's
 * values, the one mapping between the row and the form: null is '', the date is the firm's
 * wall-clock time.
 */
function toEntryDraft(json: unknown): EntryDraft {
  const columns = entryColumns.parse(json);
  const { kind, status, published_at } = entryChoices.parse(json);
  const values = Object.fromEntries(
    draftFields.map((name) => [name, columns[snakeCase(name)] ?? '']),
  );
  return { ...values, kind, status, publishedAt: firmInputFromIso(published_at) } as EntryDraft;
}

const bulletinShape = z.object({
  kind: z.literal('bulletin'),
  issue_month: z.string(),
  status,
  published_at: timestamp.nullable(),
  title_es: z.string(),
  slug_es: z.string(),
  summary_es: z.string(),
  title_en: z.string().nullable(),
  slug_en: z.string().nullable(),
  summary_en: z.string().nullable(),
  pdf_path: z.string().nullable(),
  // Revisions saved before the English PDF existed have no such key.
  pdf_path_en: z.string().nullish(),
  item_ids: z.array(z.uuid()),
});

const kindOf = (json: unknown) =>
  z.object({ kind: z.enum(['publication', 'blog', 'bulletin']) }).parse(json).kind;
const stored = z.object({
  id: z.uuid(),
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});

function toBulletinDraft(row: z.infer<typeof bulletinShape>): BulletinDraft {
  return {
    issueMonth: row.issue_month,
    status: row.status,
    publishedAt: isoOrNull(row.published_at),
    es: { title: row.title_es, slug: row.slug_es, summary: row.summary_es },
    en:
      row.title_en === null
        ? null
        : { title: row.title_en, slug: row.slug_en ?? '', summary: row.summary_en ?? '' },
    pdfPaths: { es: row.pdf_path, en: row.pdf_path_en ?? null },
    itemIds: row.item_ids,
  };
}

const toDraft = (json: unknown) =>
  kindOf(json) === 'bulletin' ? toBulletinDraft(bulletinShape.parse(json)) : toEntryDraft(json);

/** What `admin_get_entry` answers: the entry as its editor loads it, or null. */
export function mapAdminEntry(json: unknown): AdminEntry | null {
  if (json === null || json === undefined) return null;
  const meta = stored.parse(json);
  const base = {
    id: meta.id,
    version: meta.version,
    createdAt: iso(meta.created_at),
    updatedAt: iso(meta.updated_at),
  };
  return kindOf(json) === 'bulletin'
    ? { ...base, kind: 'bulletin', ...toBulletinDraft(bulletinShape.parse(json)) }
    : { ...base, ...toEntryDraft(json) };
}

/**
 * A bulletin draft as `admin_save_bulletin`'s arguments (before `sqlArgs` names them p_<snake>):
 * one per field, the items as a list.
 */
export function bulletinArguments(draft: BulletinDraft) {
  return {
    issueMonth: draft.issueMonth,
    status: draft.status,
    publishedAt: draft.publishedAt,
    titleEs: draft.es.title,
    slugEs: draft.es.slug,
    summaryEs: draft.es.summary,
    titleEn: draft.en?.title ?? null,
    slugEn: draft.en?.slug ?? null,
    summaryEn: draft.en?.summary ?? null,
    pdfPathEs: draft.pdfPaths.es,
    pdfPathEn: draft.pdfPaths.en,
    itemIds: draft.itemIds,
  };
}

const deletedRow = z.object({
  kind: z.enum(['publication', 'blog', 'bulletin']),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
});

/** What `admin_delete_entry` answers. */
export function mapDeleted(json: unknown): DeleteOutcome {
  const row = deletedRow.parse(json);
  return { status: 'deleted', kind: row.kind, slugs: { es: row.slug_es, en: row.slug_en } };
}

const listRow = z.object({
  id: z.uuid(),
  kind: z.enum(['publication', 'blog', 'bulletin']),
  status,
  title_es: z.string(),
  title_en: z.string().nullable(),
  published_at: timestamp.nullable(),
  updated_at: timestamp,
  scheduled: z.boolean(),
  category_id: z.string().nullish(),
  author_id: z.string().nullish(),
  issue_month: z.string().nullish(),
});

const toRow = (row: z.infer<typeof listRow>): AdminEntryRow => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  titleEs: row.title_es,
  titleEn: row.title_en,
  publishedAt: isoOrNull(row.published_at),
  updatedAt: iso(row.updated_at),
  scheduled: row.scheduled,
  categoryId: row.category_id ?? null,
  authorId: row.author_id ?? null,
  issueMonth: row.issue_month ?? null,
});

/** What `admin_list_entries` answers. */
export function mapEntryRows(json: unknown): AdminEntryRow[] {
  return z.array(listRow).parse(json).map(toRow);
}

const counts = z.object({
  published: z.number().int(),
  drafts: z.number().int(),
  scheduled: z.number().int(),
});

const dashboardRow = z.object({
  counts: z.object({ publication: counts, blog: counts, bulletin: counts }),
  untranslated: z.array(listRow),
  latest: z.array(listRow),
});

/** What `admin_dashboard` answers. */
export function mapDashboard(json: unknown): Dashboard {
  const row = dashboardRow.parse(json);
  return {
    counts: row.counts,
    untranslated: row.untranslated.map(toRow),
    latest: row.latest.map(toRow),
  };
}

const revisionRow = z.object({
  id: z.uuid(),
  version: z.number().int(),
  saved_at: timestamp,
  saved_by_email: z.string().nullable(),
  snapshot: z.unknown(),
});

/** What `admin_list_revisions` answers, newest first. */
export function mapRevisions(json: unknown): Revision[] {
  return z
    .array(revisionRow)
    .parse(json)
    .map((row) => ({
      id: row.id,
      version: row.version,
      savedAt: iso(row.saved_at),
      savedByEmail: row.saved_by_email,
      snapshot: toDraft(row.snapshot),
    }));
}

const categoryRow = z.object({ id: z.string(), label_es: z.string(), label_en: z.string() });

const deletedCategoryRow = z.object({
  deleted: z.boolean(),
  entries: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['publication', 'blog', 'bulletin']),
      title: z.string(),
    }),
  ),
});

/** What `admin_delete_category` answers. */
export function mapDeletedCategory(json: unknown): DeleteCategoryOutcome {
  const row = deletedCategoryRow.parse(json);
  return row.deleted ? { status: 'deleted' } : { status: 'inUse', entries: row.entries };
}

/** What `admin_merge_category` answers. */
export function mapMergedCategory(json: unknown): MergeCategoryOutcome {
  const row = z.object({ moved: z.number().int().nonnegative() }).parse(json);
  return { status: 'merged', moved: row.moved };
}

/** What `admin_save_category` answers. */
export function mapCategory(json: unknown): Category {
  const row = categoryRow.parse(json);
  return { id: row.id, label: { es: row.label_es, en: row.label_en } };
}
