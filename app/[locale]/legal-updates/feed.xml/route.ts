import { getTranslations } from 'next-intl/server';
import { entryPath } from '@/components/publications/entry-items';
import { listCategories, listFeedEntries } from '@/lib/backend';
import { entryAuthor } from '@/lib/publications/author';
import { renderRss } from '@/lib/publications/feed';
import { feedPathFor, isLocale, locales, pathFor } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

// Rebuilt every five minutes, or at once when an entry changes (its reads carry the feed's tag).
export const revalidate = 300;
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

/** The RSS feed of the latest legal updates, blog posts and bulletins in one language. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found', { status: 404 });
  const [t, entries, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Publications' }),
    listFeedEntries(locale, 30),
    listCategories(),
  ]);
  const xml = renderRss({
    title: t('rssTitle'),
    description: t('metaDescription'),
    link: absoluteUrl(pathFor({ screen: 'publications' }, locale)),
    selfLink: absoluteUrl(feedPathFor(locale)),
    language: locale === 'es' ? 'es-CO' : 'en',
    items: entries.map((entry) => ({
      ...entry,
      link: absoluteUrl(entryPath(entry, locale)),
      category: categories.find((c) => c.id === entry.categoryId)?.label[locale] ?? null,
      author: entryAuthor(entry)?.name ?? null,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
