import {
  addBusinessDays,
  businessDaysBetween,
  endOfFirmDay,
  firmDayOf,
  termFrom,
  type FirmCalendar,
} from '@/lib/dates/colombia-calendar';
import type { RequestKind } from './options';

// The legal terms of a data subject's request, in Colombian business days counted from the
// business day after the person confirmed it, each due at 23:59 Bogotá time: a consulta within
// 10 (extendable once by 5), a reclamo within 15 (extendable once by 8); an incomplete reclamo is
// asked for what is missing within 5, and is withdrawn after two months of silence; a reclamo is
// marked "reclamo en trámite" on the person's data within 2. The calendar is the server's one
// (lib/dates/firm-calendar.ts), handed in so tests can fix it.

export const requestTerms = {
  consulta: { days: 10, extension: 5 },
  reclamo: { days: 15, extension: 8 },
  /** Business days to ask the person for what an incomplete reclamo lacks. */
  askMissing: 5,
  /** Business days to mark "reclamo en trámite" on the person's data. */
  mark: 2,
  /** Months of silence after which an incomplete reclamo is withdrawn. */
  withdrawMonths: 2,
} as const;

/** Whether `kind` is a reclamo (every kind but the consulta). */
export const isReclamo = (kind: RequestKind) => kind !== 'consulta';

const termOf = (kind: RequestKind) =>
  isReclamo(kind) ? requestTerms.reclamo : requestTerms.consulta;

/** The legal term's length in business days for `kind`, and its one extension. */
export const termDays = (kind: RequestKind) => termOf(kind);

/** The days a request confirmed at `confirmedAt` is due, asked about, and marked by. */
export function registrationTerms(
  calendar: FirmCalendar,
  confirmedAt: Date | number,
  kind: RequestKind,
): { dueDay: string; dueAt: Date; markByDay: string | null; askByDay: string | null } {
  const due = termFrom(calendar, confirmedAt, termOf(kind).days);
  const reclamo = isReclamo(kind);
  return {
    dueDay: due.day,
    dueAt: due.dueAt,
    markByDay: reclamo ? termFrom(calendar, confirmedAt, requestTerms.mark).day : null,
    askByDay: reclamo ? termFrom(calendar, confirmedAt, requestTerms.askMissing).day : null,
  };
}

/** The due day once the term of `kind` is extended from `dueDay`. */
export const extendedDueDay = (calendar: FirmCalendar, kind: RequestKind, dueDay: string) =>
  addBusinessDays(calendar, dueDay, termOf(kind).extension);

/** Whether the term may still be extended at `now`: the reason must reach the person before the first due day ends. */
export const mayExtend = (now: Date | number, dueDay: string) =>
  new Date(now).getTime() <= endOfFirmDay(dueDay).getTime();

/** Business days left until `dueDay` at `now` (0 on the day itself, negative once past). */
export const businessDaysLeft = (calendar: FirmCalendar, now: Date | number, dueDay: string) =>
  businessDaysBetween(calendar, firmDayOf(now), dueDay);

/** Whether `dueDay` ended before `now`. */
export const isOverdue = (now: Date | number, dueDay: string) =>
  new Date(now).getTime() > endOfFirmDay(dueDay).getTime();

/** When an incomplete reclamo, waiting since `since`, counts as withdrawn. */
export function withdrawnAt(since: Date | number): Date {
  const from = new Date(since);
  const month = from.getUTCMonth() + requestTerms.withdrawMonths;
  // As Postgres adds months: 31 December plus two months is the last day of February.
  const lastDay = new Date(Date.UTC(from.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const date = new Date(from);
  date.setUTCDate(1);
  date.setUTCMonth(month);
  date.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return date;
}
