import type { Metadata } from 'next';
import { EntryEditorPage, editorTitleKey } from '@/components/admin/entries/entry-editor-page';
import { getEntryEditor } from '@/lib/admin/entries/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())(editorTitleKey('blog', true)) };
}

/** /admin/blog/new: a new blog post. */
export default async function NewBlogPage() {
  return <EntryEditorPage kind="blog" editor={await getEntryEditor('blog')} />;
}
