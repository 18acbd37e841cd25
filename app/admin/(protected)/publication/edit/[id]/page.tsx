import type { Metadata } from 'next';
import { EntryEditorPage, editorTitleKey } from '@/components/admin/entries/entry-editor-page';
import { getEntryEditor } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { restoredNoticeParam } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())(editorTitleKey('publication', false)) };
}

/** /admin/publication/edit/{id}: a saved legal update, its revisions; 404 for any other id. */
export default async function EditPublicationPage({
  params,
  searchParams,
}: PageProps<'/admin/publication/edit/[id]'>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  return (
    <EntryEditorPage
      kind="publication"
      editor={await getEntryEditor('publication', id)}
      restored={query[restoredNoticeParam] === '1'}
    />
  );
}
