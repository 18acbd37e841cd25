import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';

/** An outbox kind in words (`auth.reset` → "Password reset"), or the kind itself if unnamed. */
export function kindLabel(kind: string, locale: Locale): string {
  const [group, name] = kind.split('.') as [string, string];
  const kinds = messages[locale].Admin.outbox.kinds as Record<string, Record<string, string>>;
  return kinds[group]?.[name] ?? kind;
}
