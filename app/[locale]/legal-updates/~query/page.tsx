import type { Metadata } from 'next';
import {
  PublicationsView,
  publicationsMetadata,
} from '@/components/publications/publications-view';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { getPublicationsList } from '@/lib/publications/list';
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
  const list = await getPublicationsList(locale, await searchParams);
  return <PublicationsView locale={locale} list={list} />;
}
