import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import { auditActions, auditTargetKinds, type AuditAction } from '@/lib/audit/actions';
import type { AuditFilters } from '@/lib/audit/types';
import { isFirmInput, isoFromFirmInput } from '@/lib/dates/firm-time';
import { uuidSchema } from '@/lib/validation/uuid';

// /admin/audit's query string: plain GET parameters, so a filtered view is a link. Each is
// parsed on its own; a value that does not parse is ignored (the page lists which, and shows the
// rest), never an error page. Pure functions: the page and the tests share them.

/** Events per page. */
export const auditPageSize = 50;

/** The parameters the page reads, in the order the form shows them. */
export const auditParamNames = ['person', 'action', 'from', 'to', 'target', 'page'] as const;
export type AuditParamName = (typeof auditParamNames)[number];

/** The page's query string as Next.js hands it over. */
export type AuditSearchParams = Record<string, string | string[] | undefined>;

/** A day of the firm's calendar, YYYY-MM-DD, that the calendar has. */
const daySchema = z
  .string()
  .check(z.refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isFirmInput(`${value}T00:00`)));

/** `kind:id`, as an entry's editor and the users page link to their history. */
const targetSchema = z.string().check(
  z.maxLength(240),
  z.refine((value) => {
    const at = value.indexOf(':');
    const kind = value.slice(0, at);
    const id = value.slice(at + 1);
    return (
      at > 0 &&
      (auditTargetKinds as readonly string[]).includes(kind) &&
      id.length > 0 &&
      !hasForbiddenCharacters(id)
    );
  }),
);

const schemas = {
  person: uuidSchema,
  action: z.enum(auditActions),
  from: daySchema,
  to: daySchema,
  target: targetSchema,
  page: z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)),
} satisfies Record<AuditParamName, z.ZodMiniType>;

/** What the page shows as chosen: each parameter that parsed, as it came. */
export type AuditParams = {
  person?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
  target?: string;
  page: number;
};

export type AuditQuery = {
  params: AuditParams;
  /** What the database is asked for. */
  filters: AuditFilters;
  /** The parameters given that did not parse, and were ignored. */
  ignored: AuditParamName[];
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The start of the firm's day `day` (Bogotá midnight) as an instant. */
const dayStart = (day: string) => new Date(isoFromFirmInput(`${day}T00:00`)!);

/** Parses the page's query string; an empty value is unset, a bad one ignored and named. */
export function parseAuditQuery(searchParams: AuditSearchParams): AuditQuery {
  const params: AuditParams = { page: 1 };
  const ignored: AuditParamName[] = [];
  for (const name of auditParamNames) {
    const raw = first(searchParams[name])?.trim() ?? '';
    if (raw === '') continue;
    const parsed = schemas[name].safeParse(raw);
    if (!parsed.success) ignored.push(name);
    else Object.assign(params, { [name]: parsed.data });
  }
  // A range that ends before it starts: its end is the bad value.
  if (params.from && params.to && params.to < params.from) {
    delete params.to;
    ignored.push('to');
  }
  const filters: AuditFilters = {
    page: params.page,
    pageSize: auditPageSize,
    ...(params.person ? { actorId: params.person } : {}),
    ...(params.action ? { action: params.action } : {}),
    ...(params.from ? { from: dayStart(params.from) } : {}),
    // The end day is included: the range runs to the next day's start.
    ...(params.to ? { to: new Date(dayStart(params.to).getTime() + 86_400_000) } : {}),
  };
  if (params.target) {
    const at = params.target.indexOf(':');
    filters.target = { kind: params.target.slice(0, at), id: params.target.slice(at + 1) };
  }
  return { params, filters, ignored };
}

/** The query string of `params` with `change` applied (unset values left out). */
export function auditQueryString(params: AuditParams, change: Partial<AuditParams> = {}): string {
  const merged = { ...params, ...change };
  const entries = auditParamNames.flatMap((name) => {
    const value = merged[name];
    if (value === undefined || (name === 'page' && value === 1)) return [];
    return [[name, String(value)] as [string, string]];
  });
  return entries.length ? `?${new URLSearchParams(entries)}` : '';
}
