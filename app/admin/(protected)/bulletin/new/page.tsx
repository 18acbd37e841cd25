import type { Metadata } from 'next';
import { BulletinEditor } from '@/components/admin/bulletin/bulletin-editor';
import { bulletinEditorMessages, bulletinValues } from '@/lib/admin/bulletin-editor';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('bulletin.meta.new') };
}

/** /admin/bulletin/new: a new monthly bulletin. */
export default async function NewBulletinPage() {
  const [, locale] = await Promise.all([requirePage('content.edit'), adminLocale()]);
  const t = adminTranslator(locale);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('bulletin.newTitle')}</h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted">{t('bulletin.intro')}</p>
      <BulletinEditor
        locale={locale}
        messages={bulletinEditorMessages(locale)}
        initial={{ values: bulletinValues(null), items: [] }}
        doneHref={adminPaths.bulletins}
      />
    </>
  );
}
