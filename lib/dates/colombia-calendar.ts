import Holidays from 'date-holidays';

// Colombian business days, as the deadlines of personal-data requests and the hours of commercial
// e-mail count them: weekends and public holidays are not business days. The holidays come from
// a maintained library (it follows Ley Emiliani's moves to Monday and the Easter-based days), and a
// short list of overrides kept by the firm's admins covers a day the government adds or removes
// before the library learns of it. Days are plain 'YYYY-MM-DD' strings in the firm's time zone.

/** A day the firm's admins declared a holiday, or a business day despite the library. */
export type CalendarOverride = {
  day: string;
  kind: 'holiday' | 'business_day';
  name: string;
};

/** The firm's calendar: which days count as business days, and the holiday's name when not. */
export type FirmCalendar = {
  isBusinessDay(day: string): boolean;
  holidayName(day: string): string | null;
};

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;
// Colombia keeps UTC−5 all year; lib/dates/firm-time.ts explains the fixed offset.
const firmOffsetMs = -5 * 60 * 60 * 1000;

const library = new Holidays('CO', { languages: ['es'], types: ['public'] });
const holidaysByYear = new Map<number, Map<string, string>>();

function libraryHolidays(year: number): Map<string, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map();
    for (const holiday of library.getHolidays(year)) {
      if (holiday.type === 'public') days.set(holiday.date.slice(0, 10), holiday.name);
    }
    holidaysByYear.set(year, days);
  }
  return days;
}

function assertDay(day: string): void {
  if (!dayPattern.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
}

/** The calendar from the library's Colombian public holidays and the firm's overrides. */
export function createFirmCalendar(overrides: readonly CalendarOverride[] = []): FirmCalendar {
  const byDay = new Map(overrides.map((override) => [override.day, override]));
  const holidayName = (day: string): string | null => {
    assertDay(day);
    const override = byDay.get(day);
    if (override) return override.kind === 'holiday' ? override.name : null;
    return libraryHolidays(Number(day.slice(0, 4))).get(day) ?? null;
  };
  return {
    holidayName,
    isBusinessDay(day) {
      const override = byDay.get(day);
      if (override?.kind === 'business_day') return true;
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      return weekday !== 0 && weekday !== 6 && holidayName(day) === null;
    },
  };
}

/** The day an instant falls on in the firm's time zone. */
export function firmDayOf(instant: Date | number): string {
  return new Date(new Date(instant).getTime() + firmOffsetMs).toISOString().slice(0, 10);
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  assertDay(day);
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
}

/** The `count`-th business day after `day` (the day itself never counts), as terms are counted. */
export function addBusinessDays(calendar: FirmCalendar, day: string, count: number): string {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a count of days: ${count}`);
  let current = day;
  for (let counted = 0; counted < count;) {
    current = nextDay(current);
    if (calendar.isBusinessDay(current)) counted += 1;
  }
  return current;
}

/**
 * Business days from the day after `from` up to and including `to`: 1 when `to` is the next
 * business day, 0 on `from` itself, negative when `to` has passed.
 */
export function businessDaysBetween(calendar: FirmCalendar, from: string, to: string): number {
  assertDay(from);
  assertDay(to);
  if (from === to) return 0;
  const [start, end, sign] = from < to ? [from, to, 1] : [to, from, -1];
  let count = 0;
  for (let current = nextDay(start); current <= end; current = nextDay(current)) {
    if (calendar.isBusinessDay(current)) count += 1;
  }
  return sign * count;
}

/** The last moment of `day` in the firm's time zone (23:59:59.999 Bogotá time). */
export function endOfFirmDay(day: string): Date {
  assertDay(day);
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs - firmOffsetMs - 1);
}

/** A term of `businessDays` counted from the business day after `start`, due at the end of its last day. */
export function termFrom(
  calendar: FirmCalendar,
  start: Date | number,
  businessDays: number,
): { day: string; dueAt: Date } {
  const day = addBusinessDays(calendar, firmDayOf(start), businessDays);
  return { day, dueAt: endOfFirmDay(day) };
}
