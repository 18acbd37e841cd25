import { z } from 'zod';
import type { OutboxEmail } from '@/lib/email/types';
import type { Category, Entry, EntryCard, SearchResult, SitemapEntry } from './types';

// Rows arrive as JSON from SQL functions (through PostgREST or PGlite): parsed here, at the
// boundary, into the app's types, so no page sees the database's shape.

const timestamp = z.string().min(1);

const cardRow = z.object({
  id: z.uuid(),
  kind: z.enum(['publication', 'blog', 'bulletin']),
  category_id: z.string().nullable(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  translated: z.boolean(),
  author_id: z.string().nullable(),
  issue_month: z.string().nullable(),
  // Null only for a draft without a date, which only an admin's preview reads.
  published_at: timestamp.nullable(),
  updated_at: timestamp,
});

const categoryRow = z.object({ id: z.string(), label_es: z.string(), label_en: z.string() });

const entryRow = cardRow.extend({
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  category: categoryRow.nullable(),
  cover_image_path: z.string().nullable(),
  pdf_path: z.string().nullable(),
  pdf_path_en: z.string().nullish(),
  items: z.array(cardRow),
});

const searchRow = z.object({
  total: z.number().int(),
  by_category: z.record(z.string(), z.number().int()),
  by_kind: z.record(z.string(), z.number().int()),
  items: z.array(cardRow),
});

const sitemapRow = z.object({
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  updated_at: timestamp,
});

function toCard(row: z.infer<typeof cardRow>): EntryCard {
  return {
    id: row.id,
    kind: row.kind,
    categoryId: row.category_id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    translated: row.translated,
    authorId: row.author_id,
    issueMonth: row.issue_month,
    // A draft not yet dated reads, in its preview, as dated by its last change.
    publishedAt: new Date(row.published_at ?? row.updated_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function toCategory(row: z.infer<typeof categoryRow>): Category {
  return { id: row.id, label: { es: row.label_es, en: row.label_en } };
}

export function mapCards(json: unknown): EntryCard[] {
  return z.array(cardRow).parse(json).map(toCard);
}

export function mapEntry(json: unknown): Entry | null {
  if (json === null || json === undefined) return null;
  const row = entryRow.parse(json);
  return {
    ...toCard(row),
    body: row.body,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    slugs: { es: row.slug_es, en: row.slug_en },
    category: row.category ? toCategory(row.category) : null,
    coverImagePath: row.cover_image_path,
    pdfPath: row.pdf_path,
    pdfPathEn: row.pdf_path_en ?? null,
    items: row.items.map(toCard),
  };
}

export function mapSearch(json: unknown): SearchResult {
  const row = searchRow.parse(json);
  return {
    total: row.total,
    byCategory: row.by_category,
    byKind: { publication: row.by_kind.publication ?? 0, blog: row.by_kind.blog ?? 0 },
    items: row.items.map(toCard),
  };
}

export function mapCategories(rows: unknown): Category[] {
  return z.array(categoryRow).parse(rows).map(toCategory);
}

export function mapSitemap(json: unknown): SitemapEntry[] {
  return z
    .array(sitemapRow)
    .parse(json)
    .map((row) => ({
      slugs: { es: row.slug_es, en: row.slug_en },
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
}

const outboxRow = z.object({
  id: z.uuid(),
  kind: z.string(),
  to_email: z.string(),
  reply_to: z.string().nullable(),
  subject: z.string(),
  html: z.string(),
  text_body: z.string(),
  headers: z.record(z.string(), z.string()),
  attempts: z.number().int(),
});

/** Claimed outbox rows as e-mails to send. */
export function mapOutbox(rows: unknown): OutboxEmail[] {
  return z
    .array(outboxRow)
    .parse(rows)
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_email,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      html: row.html,
      text: row.text_body,
      headers: row.headers,
      attempts: row.attempts,
    }));
}

const subscriptionRow = z.object({
  status: z.enum(['pending', 'confirmed']),
  outbox_ids: z.array(z.uuid()),
});

/** What `subscribe_newsletter` answers. */
export function mapSubscription(json: unknown) {
  const row = subscriptionRow.parse(json);
  return { status: row.status, outboxIds: row.outbox_ids };
}

const uuids = z.array(z.uuid());

/** Outbox ids, as the submit functions answer them. */
export function mapIds(json: unknown): string[] {
  return uuids.parse(json);
}
