import 'server-only';
import { createFirmCalendar, type FirmCalendar } from './colombia-calendar';

/**
 * The calendar every deadline and sending window on the server uses. Today it is the library's
 * Colombian public holidays alone; the admins' overrides join it here once they are stored.
 */
export async function firmCalendar(): Promise<FirmCalendar> {
  return createFirmCalendar();
}
