import type { Metadata } from 'next';
import { EntryEditorPage, editorTitleKey } from '@/components/admin/entries/entry-editor-page';
import { getEntryEditor } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { restoredNoticeParam } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())(editorTitleKey('blog', false)) };
}

/** /admin/blog/edit/{id}: a saved blog post, its revisions; 404 for any other id. */
export default async function EditBlogPage({
  params,
  searchParams,
}: PageProps<'/admin/blog/edit/[id]'>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <EntryEditorPage
      kind="blog"
      editor={await getEntryEditor('blog', id)}
      restored={query[restoredNoticeParam] === '1'}
    />
  );
}
