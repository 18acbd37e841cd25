import type { Metadata } from 'next';
import { CalendarOverrides } from '@/components/admin/requests/calendar-overrides';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { getCalendarOverrides } from '@/lib/admin/requests/loaders';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.requestsCalendar') };
}

/** /admin/requests/calendar: the days the admins add to or take from the holiday library (admins). */
export default async function CalendarPage() {
  const { locale, overrides } = await getCalendarOverrides();
  return (
    <CalendarOverrides overrides={overrides} locale={locale} errors={formMessages(locale).errors} />
  );
}
