import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { defaultLocale, isLocale } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), robots: { index: false } };
}

/**
 * The localized 404 page (docs/product.md#screens-and-paths), inside the page's layout: an
 * unknown entry, and every unmatched /en/… path (app/[locale]/~not-found), speak the page's
 * language first.
 */
export default async function NotFound() {
  const requested = await getLocale();
  return <NotFoundContent locale={isLocale(requested) ? requested : defaultLocale} />;
}
