import * as z from 'zod/mini';
import { outboxStates, type OutboxFilters, type OutboxState } from './types';

// /admin/outbox's query string: plain GET parameters, so a filtered view is a link (the
// dashboard's warning links to the failed ones). A value that does not parse is ignored, never
// an error page. Pure functions: the page and the tests share them.

/** E-mails per page. */
export const outboxPageSize = 50;

/** The shape of an outbox kind (the table's own check): `contact.firm`, `auth.reset`… */
export const outboxKindSchema = z.string().check(z.regex(/^[a-z]{1,30}\.[a-z]{1,30}$/));

const schemas = {
  state: z.enum(outboxStates),
  kind: outboxKindSchema,
  page: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
};

/** The parameter the retry's redirect sets: the list says the e-mail is queued again. */
export const outboxRetriedParam = 'retried';

/** The page's query string as Next.js hands it over. */
export type OutboxSearchParams = Record<string, string | string[] | undefined>;

/** What the page shows as chosen: each parameter that parsed. */
export type OutboxParams = { state?: OutboxState; kind?: string; page: number; retried?: true };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Parses the page's query string; an empty or bad value is unset. */
export function parseOutboxQuery(searchParams: OutboxSearchParams): {
  params: OutboxParams;
  filters: OutboxFilters;
} {
  const params: OutboxParams = { page: 1 };
  for (const name of ['state', 'kind', 'page'] as const) {
    const parsed = schemas[name].safeParse(first(searchParams[name])?.trim() ?? '');
    if (parsed.success) Object.assign(params, { [name]: parsed.data });
  }
  if (first(searchParams[outboxRetriedParam]) === '1') params.retried = true;
  return {
    params,
    filters: { state: params.state ?? null, kind: params.kind ?? null, page: params.page },
  };
}

/** The query string of `params` with `change` applied (unset values and page 1 left out). */
export function outboxQueryString(params: OutboxParams, change: Partial<OutboxParams> = {}) {
  const merged = { ...params, ...change };
  const entries = (['state', 'kind', 'page'] as const).flatMap((name) => {
    const value = merged[name];
    if (value === undefined || (name === 'page' && value === 1)) return [];
    return [[name, String(value)] as [string, string]];
  });
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}
