import { z } from 'zod';
import type {
  AdminEntry,
  AdminEntryRow,
  BulletinDraft,
  Category,
  Dashboard,
  DeleteOutcome,
  EntryDraft,
  EntryTexts,
  Revision,
  SavedEntry,
} from './types';

// The admin functions' JSON (20261124000100_editors.sql) parsed at the boundary into the app's
// types, and the app's drafts written as the functions' JSON, key for key. Nothing outside this
// file and admin-content.ts knows the snake_case shape.

const timestamp = z.string().min(1);
const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));
const status = z.enum(['draft', 'published']);

const entryShape = z.object({
  kind: z.enum(['publication', 'blog']),
  category_id: z.string(),
  author_id: z.string().nullable(),
  status,
  published_at: timestamp.nullable(),
  title_es: z.string(),
  slug_es: z.string(),
  summary_es: z.string(),
  body_es: z.string(),
  seo_title_es: z.string().nullable(),
  seo_description_es: z.string().nullable(),
  title_en: z.string().nullable(),
  slug_en: z.string().nullable(),
  summary_en: z.string().nullable(),
  body_en: z.string().nullable(),
  seo_title_en: z.string().nullable(),
  seo_description_en: z.string().nullable(),
});

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
  item_ids: z.array(z.uuid()),
});

const shape = z.discriminatedUnion('kind', [entryShape, bulletinShape]);
const stored = z.object({
  id: z.uuid(),
  version: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});

function toEntryDraft(row: z.infer<typeof entryShape>): EntryDraft {
  const en: EntryTexts | null =
    row.title_en === null
      ? null
      : {
          title: row.title_en,
          slug: row.slug_en ?? '',
          summary: row.summary_en ?? '',
          body: row.body_en ?? '',
          seoTitle: row.seo_title_en,
          seoDescription: row.seo_description_en,
        };
  return {
    kind: row.kind,
    categoryId: row.category_id,
    authorId: row.author_id,
    status: row.status,
    publishedAt: isoOrNull(row.published_at),
    es: {
      title: row.title_es,
      slug: row.slug_es,
      summary: row.summary_es,
      body: row.body_es,
      seoTitle: row.seo_title_es,
      seoDescription: row.seo_description_es,
    },
    en,
  };
}

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
    pdfPath: row.pdf_path,
    itemIds: row.item_ids,
  };
}

const toDraft = (row: z.infer<typeof shape>) =>
  row.kind === 'bulletin' ? toBulletinDraft(row) : toEntryDraft(row);

/** What `admin_get_entry` answers: the entry as its editor loads it, or null. */
export function mapAdminEntry(json: unknown): AdminEntry | null {
  if (json === null || json === undefined) return null;
  const row = shape.parse(json);
  const meta = stored.parse(json);
  const base = {
    id: meta.id,
    version: meta.version,
    createdAt: iso(meta.created_at),
    updatedAt: iso(meta.updated_at),
  };
  return row.kind === 'bulletin'
    ? { ...base, kind: 'bulletin', ...toBulletinDraft(row) }
    : { ...base, ...toEntryDraft(row) };
}

const nullIfBlank = (text: string | null) => (text === null || text.trim() === '' ? null : text);

/** An entry draft as `admin_save_entry`'s p_entry (English keys null without an English version). */
export function entryJson(draft: EntryDraft) {
  return {
    kind: draft.kind,
    category_id: draft.categoryId,
    author_id: draft.authorId,
    status: draft.status,
    published_at: draft.publishedAt,
    title_es: draft.es.title,
    slug_es: draft.es.slug,
    summary_es: draft.es.summary,
    body_es: draft.es.body,
    seo_title_es: nullIfBlank(draft.es.seoTitle),
    seo_description_es: nullIfBlank(draft.es.seoDescription),
    title_en: draft.en?.title ?? null,
    slug_en: draft.en?.slug ?? null,
    summary_en: draft.en?.summary ?? null,
    body_en: draft.en?.body ?? null,
    seo_title_en: nullIfBlank(draft.en?.seoTitle ?? null),
    seo_description_en: nullIfBlank(draft.en?.seoDescription ?? null),
  };
}

/** A bulletin draft as `admin_save_bulletin`'s p_bulletin. */
export function bulletinJson(draft: BulletinDraft) {
  return {
    issue_month: draft.issueMonth,
    status: draft.status,
    published_at: draft.publishedAt,
    title_es: draft.es.title,
    slug_es: draft.es.slug,
    summary_es: draft.es.summary,
    title_en: draft.en?.title ?? null,
    slug_en: draft.en?.slug ?? null,
    summary_en: draft.en?.summary ?? null,
    pdf_path: draft.pdfPath,
    item_ids: draft.itemIds,
  };
}

const savedRow = z.object({
  id: z.uuid(),
  version: z.number().int(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  old_slugs: z.object({ es: z.string().nullable(), en: z.string().nullable() }),
});

/** What the save functions answer. */
export function mapSaved(json: unknown): SavedEntry {
  const row = savedRow.parse(json);
  return {
    id: row.id,
    version: row.version,
    slugs: { es: row.slug_es, en: row.slug_en },
    oldSlugs: row.old_slugs,
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
  snapshot: shape,
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

/** What `admin_save_category` answers. */
export function mapCategory(json: unknown): Category {
  const row = categoryRow.parse(json);
  return { id: row.id, label: { es: row.label_es, en: row.label_en } };
}
