import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import type { AdminEntryRow } from '../types';
import type { Locale } from '@/lib/routing';
import { firmTimeZone } from '@/lib/site';

// What the admin's entry lists show and how they read their query string. Pure functions, so
// the table and the tests share them.

/** The longest title search the lists accept (SQL gets it as a bound argument, never as text). */
export const searchQueryMax = 200;

/**
 * The `?q=` of a list: trimmed, at most 200 characters, no control characters. Messages are keys
 * of Admin.lists.
 */
export const searchQuerySchema = z.string().check(
  z.trim(),
  z.maxLength(searchQueryMax, 'queryTooLong'),
  z.refine((value) => !hasForbiddenCharacters(value), 'queryInvalid'),
);

export type SearchQuery =
  | { status: 'ok'; query: string }
  | { status: 'invalid'; error: 'queryTooLong' | 'queryInvalid'; raw: string };

/** The title search of a list's URL; a repeated `q` counts by its first value. */
export function parseSearchQuery(q: string | string[] | undefined): SearchQuery {
  const raw = (Array.isArray(q) ? q[0] : q) ?? '';
  const parsed = searchQuerySchema.safeParse(raw);
  if (parsed.success) return { status: 'ok', query: parsed.data };
  const error =
    parsed.error.issues[0]?.message === 'queryTooLong' ? 'queryTooLong' : 'queryInvalid';
  return { status: 'invalid', error, raw: raw.slice(0, searchQueryMax) };
}

export type RowStatus =
  { status: 'draft' } | { status: 'published' } | { status: 'scheduled'; at: string };

/** A row's status as the admin reads it: a published entry dated in the future is scheduled. */
export function rowStatus(
  row: Pick<AdminEntryRow, 'status' | 'scheduled' | 'publishedAt'>,
): RowStatus {
  if (row.status === 'draft') return { status: 'draft' };
  if (row.scheduled && row.publishedAt) return { status: 'scheduled', at: row.publishedAt };
  return { status: 'published' };
}

/** The languages an entry is written in: always Spanish, English when it has a translation. */
export function rowLanguages(row: Pick<AdminEntryRow, 'titleEn'>): Locale[] {
  return row.titleEn ? ['es', 'en'] : ['es'];
}

/** The title to show the admin: in their language when there is one, else the Spanish one. */
export function rowTitle(row: Pick<AdminEntryRow, 'titleEs' | 'titleEn'>, locale: Locale) {
  return locale === 'en' && row.titleEn ? row.titleEn : row.titleEs;
}

/** A date and time as the firm reads it: in Bogotá's time, in the admin's language. */
export function formatAdminDateTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    // The month by name: es-CO's numeric medium date (1/03/2026) reads as January to some.
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: firmTimeZone,
  }).format(new Date(iso));
}
