import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import { teamIds } from '@/lib/content/team-ids';
import { isFirmInput, isoFromFirmInput } from '@/lib/dates/firm-time';
import type { InboxFilters } from '@/lib/inbox/types';
import { contactTopics, formLocales, practiceAreas } from '@/lib/forms/options';
import { inboxKinds, inboxStatuses } from '@/lib/inbox/statuses';

// /admin/inbox's query string: plain GET parameters, so a filtered view is a link and the form
// works without JavaScript. Each is parsed on its own; a value that does not parse is ignored and
// named on the page, never an error page. Pure functions: the page and the tests share them.

/** Items per page. */
export const inboxPageSize = 50;

export const inboxParamNames = [
  'q',
  'kind',
  'status',
  'topic',
  'lawyer',
  'language',
  'from',
  'to',
  'spam',
  'page',
] as const;
export type InboxParamName = (typeof inboxParamNames)[number];
export type InboxSearchParams = Record<string, string | string[] | undefined>;

/** Topics and practice areas in one filter: a lead's topic or an application's area. */
export const inboxTopics = [...new Set([...contactTopics, ...practiceAreas])];

const daySchema = z
  .string()
  .check(z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isFirmInput(`${value}T00:00`)));

const schemas = {
  q: z.string().check(
    z.maxLength(200),
    z.refine((value) => !hasForbiddenCharacters(value)),
  ),
  kind: z.enum(inboxKinds),
  status: z.enum(inboxStatuses),
  topic: z.enum(inboxTopics as [string, ...string[]]),
  lawyer: z.enum(teamIds),
  language: z.enum(formLocales),
  from: daySchema,
  to: daySchema,
  spam: z.literal('1'),
  page: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
} satisfies Record<InboxParamName, z.ZodMiniType>;

/** What the page shows as chosen: each parameter that parsed, as it came. */
export type InboxParams = Partial<Record<Exclude<InboxParamName, 'page'>, string>> & {
  page: number;
};

export type InboxQuery = {
  params: InboxParams;
  filters: InboxFilters;
  ignored: InboxParamName[];
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const dayStart = (day: string) => new Date(isoFromFirmInput(`${day}T00:00`)!);

/** Parses the page's query string; an empty value is unset, a bad one ignored and named. */
export function parseInboxQuery(searchParams: InboxSearchParams): InboxQuery {
  const params: InboxParams = { page: 1 };
  const ignored: InboxParamName[] = [];
  for (const name of inboxParamNames) {
    const raw = first(searchParams[name])?.trim() ?? '';
    if (raw === '') continue;
    const parsed = schemas[name].safeParse(raw);
    if (!parsed.success) ignored.push(name);
    else Object.assign(params, { [name]: parsed.data });
  }
  if (params.from && params.to && params.to < params.from) {
    delete params.to;
    ignored.push('to');
  }
  const filters: InboxFilters = {
    page: params.page,
    pageSize: inboxPageSize,
    ...(params.q ? { query: params.q } : {}),
    ...(params.kind ? { kind: params.kind as InboxFilters['kind'] } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.topic ? { topic: params.topic } : {}),
    ...(params.lawyer ? { assignedTo: params.lawyer } : {}),
    ...(params.language ? { locale: params.language as InboxFilters['locale'] } : {}),
    ...(params.from ? { from: dayStart(params.from) } : {}),
    // The end day is included: the range runs to the next day's start.
    ...(params.to ? { to: new Date(dayStart(params.to).getTime() + 86_400_000) } : {}),
    ...(params.spam ? { spam: true } : {}),
  };
  return { params, filters, ignored };
}

/** The query string of `params` with `change` applied (unset values left out). */
export function inboxQueryString(params: InboxParams, change: Partial<InboxParams> = {}): string {
  const merged: Record<string, unknown> = { ...params, ...change };
  const entries = inboxParamNames.flatMap((name) => {
    const value = merged[name];
    if (value === undefined || (name === 'page' && value === 1)) return [];
    return [[name, String(value)] as [string, string]];
  });
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}
