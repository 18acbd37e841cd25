import { firmDayOf, type FirmCalendar } from '@/lib/dates/colombia-calendar';
import { businessDaysLeft, isOverdue, withdrawnAt } from './deadlines';
import { openStatuses } from './options';
import type { DataRequestRow } from './types';

/** Where a request stands against its terms at `now`, as the admins' list and page show it. */
export type RequestClock = {
  /** The day it is due: the extended one once extended. */
  dueDay: string;
  /** Business days left (0 on the due day, negative once past); null once answered or closed. */
  daysLeft: number | null;
  overdue: boolean;
  /** A reclamo whose "en trámite" mark is still missing past its day. */
  markLate: boolean;
  /** An incomplete reclamo left two months without an answer: it may be closed as withdrawn. */
  withdrawable: boolean;
};

/** The clock of `row` on `calendar` at `now`. */
export function requestClock(
  row: DataRequestRow,
  calendar: FirmCalendar,
  now: Date | number,
): RequestClock {
  const dueDay = row.extendedDueDay ?? row.dueDay;
  const open = openStatuses.includes(row.status);
  // An incomplete reclamo waits for the person: its term does not run against the firm.
  const running = open && row.status !== 'incomplete';
  return {
    dueDay,
    daysLeft: running ? businessDaysLeft(calendar, now, dueDay) : null,
    overdue: running && isOverdue(now, dueDay),
    markLate:
      open && row.markByDay !== null && row.markedAt === null && firmDayOf(now) > row.markByDay,
    withdrawable:
      row.status === 'incomplete' &&
      new Date(now).getTime() >= withdrawnAt(new Date(row.statusChangedAt)).getTime(),
  };
}

/** Whether a request is open and due within `days` business days (or overdue) at `now`. */
export const dueWithin = (clock: RequestClock, days: number) =>
  clock.daysLeft !== null && clock.daysLeft <= days;
