import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

// Prerendered for each language at build time, status 404 included.
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = await getTranslations({ locale: await enterLocale(params), namespace: 'NotFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The target of the fallback rewrite of unmatched /en/… paths (lib/routing/rewrites.ts,
 * fallbackRewriteRules): the 404 page in the layout of its language, that language first.
 */
export default async function UnmatchedPath({ params }: { params: LocaleParams }) {
  return <NotFoundPage locale={await enterLocale(params)} />;
}
