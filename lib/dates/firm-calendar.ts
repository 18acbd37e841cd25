import 'server-only';
import { getBackend } from '@/lib/backend';
import { createFirmCalendar, type FirmCalendar } from './colombia-calendar';

/**
 * The calendar every deadline and sending window on the server uses: the library's Colombian
 * public holidays with the overrides the admins keep (public.calendar_overrides), read per call so
 * a day an admin adds counts at once. A failed read fails the caller: a legal due day is never
 * worked out without the firm's overrides.
 */
export async function firmCalendar(): Promise<FirmCalendar> {
  return createFirmCalendar(await (await getBackend()).dataRequests.calendarOverrides());
}
