import { z } from 'zod';
import { entryKinds } from '@/lib/publications/types';
import { isoOrNull } from './admin-mappers';
import type { EntryReview, PendingReview, ReviewOutcome } from './types';

// The review functions' JSON (supabase/migrations/20261128000710_review.sql) parsed at the
// boundary into the app's types.

const kind = z.enum(entryKinds);

const reviewRow = z.object({
  id: z.uuid(),
  version: z.number().int(),
  state: z.enum(['pending', 'returned']).nullable(),
  note: z.string().nullable(),
  requested_at: z.string().nullable(),
  requested_by: z.string().nullable(),
  returned_by: z.string().nullable(),
});

const decisionRow = reviewRow.extend({
  recipients: z.array(z.object({ email: z.string(), language: z.enum(['es', 'en']) })).default([]),
  kind: kind.optional(),
  slug_es: z.string().optional(),
  slug_en: z.string().nullish(),
});

/** What `admin_entry_review` answers (null: no such entry for this caller). */
export function mapEntryReview(json: unknown): EntryReview | null {
  if (json === null || json === undefined) return null;
  const row = reviewRow.parse(json);
  return {
    id: row.id,
    version: row.version,
    state: row.state,
    note: row.note,
    requestedAt: isoOrNull(row.requested_at),
    requestedBy: row.requested_by,
    returnedBy: row.returned_by,
  };
}

/** What the three verbs answer when they succeed. */
export function mapReviewDecision(json: unknown): Extract<ReviewOutcome, { status: 'done' }> {
  const row = decisionRow.parse(json);
  return {
    status: 'done',
    review: mapEntryReview(row)!,
    recipients: row.recipients,
    published:
      row.kind && row.slug_es
        ? { kind: row.kind, slugs: { es: row.slug_es, en: row.slug_en ?? null } }
        : null,
  };
}

const pendingRow = z.object({
  id: z.uuid(),
  kind,
  title: z.string().nullable(),
  requested_at: z.string().min(1),
  requested_by: z.string().nullable(),
});

/** What `admin_pending_reviews` answers, oldest request first. */
export function mapPendingReviews(json: unknown): PendingReview[] {
  return z
    .array(pendingRow)
    .parse(json ?? [])
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title ?? '',
      requestedAt: new Date(row.requested_at).toISOString(),
      requestedBy: row.requested_by,
    }));
}
