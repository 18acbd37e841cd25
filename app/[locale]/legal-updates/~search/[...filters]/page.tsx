import type { Metadata } from 'next';
import {
  PublicationsView,
  publicationsMetadata,
} from '@/components/publications/publications-view';
import { enterLocale } from '@/lib/i18n/locale-param';
import { permanentRedirect } from 'next/navigation';
import { getPublicationsList, movedCategoryPath } from '@/lib/publications/list';
import { searchParamsFromSegments } from '@/lib/publications/query';

type Params = Promise<{ locale: string; filters: string[] }>;

// A publications search, reached through the rewrites of lib/routing/search.ts (searchRewriteRules):
// rendered on its first request, then served from the cache until the content changes or five
// minutes pass, so a repeated search costs what a static page does.
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return publicationsMetadata(await enterLocale(params), true);
}

export default async function PublicationsSearchPage({ params }: { params: Params }) {
  const locale = await enterLocale(params);
  const { filters } = await params;
  const search = searchParamsFromSegments(filters);
  // A merged category's old filter: permanently to the category that took its entries.
  const moved = await movedCategoryPath(locale, search);
  if (moved) permanentRedirect(moved);
  const list = await getPublicationsList(locale, search);
  return <PublicationsView locale={locale} list={list} />;
}
