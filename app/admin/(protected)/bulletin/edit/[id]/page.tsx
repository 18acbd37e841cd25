import type { Metadata } from 'next';
import { BulletinEditorPage } from '@/components/admin/bulletins/bulletin-editor-page';
import { getBulletinEditor } from '@/lib/admin/bulletins/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { restoredNoticeParam, savedNoticeParam } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('bulletin.meta.edit') };
}

/** /admin/bulletin/edit/{id}: one bulletin, its revisions; 404 for an unknown id or an entry of another kind. */
export default async function EditBulletinPage({
  params,
  searchParams,
}: PageProps<'/admin/bulletin/edit/[id]'>) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const editor = await getBulletinEditor(id);
  return (
    <BulletinEditorPage
      editor={editor}
      justSaved={query[savedNoticeParam] === '1'}
      restored={query[restoredNoticeParam] === '1'}
    />
  );
}
