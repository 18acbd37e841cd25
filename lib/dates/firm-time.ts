// Dates as staff type and read them: wall-clock time in the firm's time zone (`firmTimeZone` in
// lib/site.ts), the value of an <input type="datetime-local">. Plain functions, no Intl time-zone
// data and no server-only import, so the editors' forms in the browser and their actions on the
// server convert the same way.

/**
 * America/Bogota's offset, written once. Colombia keeps UTC−5 all year (no daylight saving since
 * 1993), so a fixed offset is exact and needs no time-zone database; should that ever change,
 * this is the one place to change.
 */
const firmOffset = '-05:00';
const firmOffsetMs = -5 * 60 * 60 * 1000;

/** A date and time typed in the firm's time zone, as an ISO 8601 instant with that offset; '' → null. */
export function isoFromFirmInput(value: string): string | null {
  if (!value) return null;
  const withSeconds = /T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  return `${withSeconds}${firmOffset}`;
}

/** Whether `value` is a date and time the datetime-local input sends (YYYY-MM-DDTHH:mm[:ss]) and the calendar has. */
export function isFirmInput(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return false;
  const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  // Date.parse rolls 31 February over to March: compare the parts back.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, value.length) === value;
}

/** An instant as the form shows it: the wall-clock time in the firm's time zone ('' for none). */
export function firmInputFromIso(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + firmOffsetMs).toISOString().slice(0, 16);
}

/** Now, as the form's date and time field shows it. */
export const firmInputNow = (now = Date.now()) => firmInputFromIso(new Date(now).toISOString());
