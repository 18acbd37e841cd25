import type { Metadata } from 'next';
import { EntryEditorPage, editorTitleKey } from '@/components/admin/entries/entry-editor-page';
import { getEntryEditor } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())(editorTitleKey('publication', true)) };
}

/** /admin/publication/new: a new legal update. */
export default async function NewPublicationPage() {
  return <EntryEditorPage kind="publication" editor={await getEntryEditor('publication')} />;
}
