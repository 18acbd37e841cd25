import { getFormatter, getTranslations } from 'next-intl/server';
import type { Category, EntryCard } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';

/** Labels of an entry for lists and headers: type, category, date, month of a bulletin. */
export async function entryLabeler(locale: Locale, categories: readonly Category[]) {
  const [t, format] = await Promise.all([getTranslations('Publications'), getFormatter()]);
  const categoryLabel = (id: string | null) =>
    categories.find((c) => c.id === id)?.label[locale] ?? null;
  return {
    kind: (entry: Pick<EntryCard, 'kind'>) => t(`types.${entry.kind}`),
    category: categoryLabel,
    date: (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' }),
    // Issue months are calendar dates: read at noon UTC so no time zone moves them.
    month: (issueMonth: string) =>
      format.dateTime(new Date(`${issueMonth}T12:00:00Z`), {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  };
}
