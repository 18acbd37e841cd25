import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import type { RetentionPeriod } from './retention';

/** A retention period in words ("24 meses", "30 days"), from the Privacy messages. */
export function periodText(period: RetentionPeriod, locale: Locale): string {
  return translator(
    locale,
    messages[locale],
    'Privacy',
  )(`units.${period.unit}`, {
    count: period.amount,
  });
}
