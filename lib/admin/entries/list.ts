import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import type { AdminEntryRow, EntryListFilters } from '../types';
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

/**
 * A date and time as the firm reads it: in Bogotá's time, in the admin's language; to the second
 * with `seconds` (the audit trail, where several events often share a minute).
 */
export function formatAdminDateTime(
  iso: string,
  locale: Locale,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    // The month by name: es-CO's numeric medium date (1/03/2026) reads as January to some.
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: firmTimeZone,
  }).format(new Date(iso));
}

/** A date as the firm reads it, without the time: "12 nov 2026" in Bogotá, in the admin's language. */
export function formatAdminDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: firmTimeZone,
  }).format(new Date(iso));
}

/** What a list's URL may ask for besides the title search: plain GET parameters, shareable. */
export type EntryListParams = Required<Pick<EntryListFilters, 'untranslated'>> &
  Omit<EntryListFilters, 'untranslated'>;

/** The list's query string as the page receives it. */
export type ListSearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** A category's or team member's id: the lowercase slug shape both have. */
const idShape = z.string().check(z.maxLength(80), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/**
 * The filters and order of a list's URL (?status=draft|published|scheduled, ?category=<id>,
 * ?author=<team id>, ?untranslated=1, ?sort=updated|newest|oldest). Each is parsed on its own and
 * a bad or repeated one counts by its first value or is ignored: a hand-edited or stale link shows
 * a list, never an error page.
 */
export const entryListParamsSchema = z.object({
  status: z.catch(z.optional(z.enum(['draft', 'published', 'scheduled'])), undefined),
  category: z.catch(z.optional(idShape), undefined),
  author: z.catch(z.optional(idShape), undefined),
  untranslated: z.catch(
    z.pipe(
      z.optional(z.string()),
      z.transform((v) => v === '1'),
    ),
    false,
  ),
  sort: z.catch(z.optional(z.enum(['updated', 'newest', 'oldest'])), undefined),
});

/** A list's filters from its URL (see entryListParamsSchema); the parameters' first values only. */
export function parseListParams(params: ListSearchParams): EntryListParams {
  const parsed = entryListParamsSchema.parse({
    status: first(params.status),
    category: first(params.category),
    author: first(params.author),
    untranslated: first(params.untranslated),
    sort: first(params.sort),
  });
  return {
    status: parsed.status,
    categoryId: parsed.category,
    authorId: parsed.author,
    untranslated: parsed.untranslated,
    sort: parsed.sort,
  };
}

/** The query string that asks for `params` (and the title search), unset ones left out. */
export function listQueryString(params: EntryListParams & { q?: string }): string {
  const query = new URLSearchParams();
  if (params.q) query.set('q', params.q);
  if (params.status) query.set('status', params.status);
  if (params.categoryId) query.set('category', params.categoryId);
  if (params.authorId) query.set('author', params.authorId);
  if (params.untranslated) query.set('untranslated', '1');
  if (params.sort) query.set('sort', params.sort);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter (not the title search, not the order) narrows the list. */
export const isFiltered = (params: EntryListParams) =>
  Boolean(params.status || params.categoryId || params.authorId || params.untranslated);
