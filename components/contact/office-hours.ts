import { site } from '@/lib/site';

/** Office hours as a sentence in the page's language, e.g. "Lunes a viernes, de 08:00 a 18:00". */
export function officeHoursText(
  t: (key: 'weekdays', values: { opens: string; closes: string }) => string,
) {
  return t('weekdays', { opens: site.openingHours.opens, closes: site.openingHours.closes });
}
