import type { Metadata } from 'next';
import {
  PublicationsView,
  publicationsMetadata,
} from '@/components/publications/publications-view';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { getPublicationsList } from '@/lib/publications/list';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

// The list without a search is static, refreshed every five minutes or at once when an admin's
// change expires the lists' tag (lib/publications/tags.ts). A search is rewritten to
// ./~search (lib/routing/search.ts).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return publicationsMetadata(await enterLocale(params), false);
}

export default async function PublicationsPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  return <PublicationsView locale={locale} list={await getPublicationsList(locale, {})} />;
}
