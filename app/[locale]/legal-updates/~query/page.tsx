import type { Metadata } from 'next';
import {
  PublicationsView,
  publicationsMetadata,
} from '@/components/publications/publications-view';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { permanentRedirect } from 'next/navigation';
import { getPublicationsList, movedCategoryPath } from '@/lib/publications/list';
import type { RawSearchParams } from '@/lib/publications/query';

// A publications search with a character that cannot be a path segment ("/", "%"…), rewritten
// here by lib/routing/search.ts (searchRewriteRules): rendered per request from the query itself. Every
// other search is served from ../~search, cached.
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return publicationsMetadata(await enterLocale(params), true);
}

export default async function PublicationsQueryPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await enterLocale(params);
  const search = await searchParams;
  // A merged category's old filter: permanently to the category that took its entries.
  const moved = await movedCategoryPath(locale, search);
  if (moved) permanentRedirect(moved);
  const list = await getPublicationsList(locale, search);
  return <PublicationsView locale={locale} list={list} />;
}
