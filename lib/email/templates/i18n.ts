import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';

/** The e-mails' messages (messages/<locale>/emails.json) in one language. */
export const emailTranslator = (locale: Locale) => translator(locale, messages[locale], 'Emails');

/** A contact topic's label, or '' for none or an unknown value. */
export const topicLabel = (locale: Locale, topic: string) =>
  (messages[locale].Forms.contact.topics as Record<string, string>)[topic] ?? '';

/** A practice area's label, or the value itself when unknown. */
export const areaLabel = (locale: Locale, area: string) =>
  (messages[locale].Forms.career.practiceAreas as Record<string, string>)[area] ?? area;
