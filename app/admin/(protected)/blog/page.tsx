import type { Metadata } from 'next';
import { EntryListView } from '@/components/admin/entries/entry-list-view';
import { getEntryList } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.blog') };
}

/** The admin's list of blog posts, with a title search (?q=), filters and an order (plain GET parameters). */
export default async function BlogListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const list = await getEntryList('blog', await searchParams);
  return <EntryListView kind="blog" list={list} />;
}
