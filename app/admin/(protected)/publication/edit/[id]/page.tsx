import type { Metadata } from 'next';
import { EntryEditorPage, editorTitleKey } from '@/components/admin/entries/entry-editor-page';
import { getEntryEditor } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())(editorTitleKey('publication', false)) };
}

/** /admin/publication/edit/{id}: a saved legal update, its revisions; 404 for any other id. */
export default async function EditPublicationPage({
  params,
}: PageProps<'/admin/publication/edit/[id]'>) {
  const { id } = await params;
  return <EntryEditorPage kind="publication" editor={await getEntryEditor('publication', id)} />;
}
