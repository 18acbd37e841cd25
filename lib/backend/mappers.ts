import { z } from 'zod';
import type { OutboxEmail, OutgoingEmail } from '@/lib/email/types';
import type {
  CareerRecord,
  Category,
  ContactRecord,
  Entry,
  EntryCard,
  SearchResult,
  SitemapEntry,
  SubscriberRecord,
} from './types';

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
  author_name: z.string().nullable(),
  author_id: z.string().nullable(),
  issue_month: z.string().nullable(),
  published_at: timestamp,
  updated_at: timestamp,
});

const categoryRow = z.object({ id: z.string(), label_es: z.string(), label_en: z.string() });

const entryRow = cardRow.extend({
  body: z.string(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  category: categoryRow.nullable(),
  cover_image_path: z.string().nullable(),
  pdf_path: z.string().nullable(),
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
    authorName: row.author_name,
    authorId: row.author_id,
    issueMonth: row.issue_month,
    publishedAt: new Date(row.published_at).toISOString(),
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
    slugs: { es: row.slug_es, en: row.slug_en },
    category: row.category ? toCategory(row.category) : null,
    coverImagePath: row.cover_image_path,
    pdfPath: row.pdf_path,
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

/** E-mails as the SQL functions take them (a JSON array, snake_case). */
export function emailsForSql(emails: readonly OutgoingEmail[]) {
  return emails.map((e) => ({
    kind: e.kind,
    to: e.to,
    reply_to: e.replyTo ?? null,
    subject: e.subject,
    html: e.html,
    text: e.text,
    headers: e.headers ?? {},
  }));
}

// Submissions as the SQL functions take them (JSON, snake_case): one spelling for both adapters.

export function contactForSql(r: ContactRecord) {
  return {
    name: r.name,
    email: r.email,
    phone: r.phone,
    topic: r.topic,
    message: r.message,
    locale: r.locale,
    privacy_policy_version: r.privacyPolicyVersion,
  };
}

export function careerForSql(r: CareerRecord) {
  return {
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone: r.phone,
    profession: r.profession,
    practice_area: r.practiceArea,
    linkedin_profile: r.linkedinProfile,
    message: r.message,
    resume_path: r.resumePath,
    resume_original_name: r.resumeOriginalName,
    resume_type: r.resumeType,
    resume_bytes: r.resumeBytes,
    locale: r.locale,
    privacy_policy_version: r.privacyPolicyVersion,
  };
}

export function subscriberForSql(r: SubscriberRecord) {
  return {
    email: r.email,
    locale: r.locale,
    confirm_token_hash: r.confirmTokenHash,
    unsubscribe_token_hash: r.unsubscribeTokenHash,
    confirm_hours: r.confirmHours,
    privacy_policy_version: r.privacyPolicyVersion,
  };
}
