import type { Metadata } from 'next';
import { TrashTable } from '@/components/admin/trash/trash-table';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getTrash } from '@/lib/admin/trash/loaders';
import { messages } from '@/lib/i18n/messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.trash') };
}

/** /admin/trash: what was deleted in the last 30 days, each restorable as it was. */
export default async function TrashPage() {
  const { locale, rows } = await getTrash();
  const t = adminTranslator(locale);
  const admin = messages[locale].Admin;
  return (
    <>
      <h1 className="font-serif text-4xl">{t('trash.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('trash.intro')}</p>
      <div className="mt-8">
        {rows.length === 0 ? (
          <p className="border border-stone-line bg-white p-6">{t('trash.empty')}</p>
        ) : (
          <TrashTable
            rows={rows}
            locale={locale}
            errors={{ ...admin.errors, ...admin.trash.errors }}
          />
        )}
      </div>
    </>
  );
}
