import { getTranslations } from 'next-intl/server';
import type { Category, EntryCard } from '@/lib/publications/types';
import { entryAuthor } from '@/lib/publications/author';
import { pathFor, type Locale } from '@/lib/routing';
import { entryLabeler } from './entry-meta';
import type { EntryListItem } from './entry-list';

/** Entry cards from the backend as list items with their links and labels in `locale`. */
export async function toListItems(
  cards: readonly EntryCard[],
  locale: Locale,
  categories: readonly Category[],
): Promise<EntryListItem[]> {
  const [label, t, tEs, tEn] = await Promise.all([
    entryLabeler(locale, categories),
    getTranslations('Publications'),
    getTranslations({ locale: 'es', namespace: 'EntryLanguage' }),
    getTranslations({ locale: 'en', namespace: 'EntryLanguage' }),
  ]);
  // Said in both languages: the card itself is in Spanish, its reader is not.
  const spanishOnly = { es: tEs('spanishOnly'), en: tEn('spanishOnly') };
  const bylineOf = (card: EntryCard) => {
    const author = entryAuthor(card);
    return author ? t('by', { author: author.name }) : null;
  };
  return cards.map((card) => ({
    id: card.id,
    href: entryPath(card, locale),
    title: card.title,
    summary: card.summary,
    kindLabel: label.kind(card),
    isBlog: card.kind === 'blog',
    categoryLabel: label.category(card.categoryId),
    dateLabel: label.date(card.publishedAt),
    dateTime: card.publishedAt,
    byline: bylineOf(card),
    lang: card.translated ? undefined : 'es',
    spanishOnly: locale === 'en' && !card.translated ? spanishOnly : null,
  }));
}

/** The page of an entry card in `locale` (its slug in that language, or the Spanish one). */
export function entryPath(card: Pick<EntryCard, 'slug'>, locale: Locale): string {
  return pathFor({ screen: 'entry', slugs: { es: card.slug, en: card.slug } }, locale);
}
