import type { Locale } from '@/lib/routing';

/** A day ('YYYY-MM-DD', the firm's calendar) in words: "11 de diciembre de 2026", "December 11, 2026". */
export function dayInWords(day: string, locale: Locale): string {
  // Noon UTC is the same calendar day everywhere the formatter might place it.
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-CO' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}
