import type { Metadata } from 'next';
import { BulletinEditorPage } from '@/components/admin/bulletins/bulletin-editor-page';
import { getBulletinEditor } from '@/lib/admin/bulletins/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('bulletin.meta.new') };
}

/** /admin/bulletin/new: a new monthly bulletin. */
export default async function NewBulletinPage() {
  return <BulletinEditorPage editor={await getBulletinEditor()} />;
}
