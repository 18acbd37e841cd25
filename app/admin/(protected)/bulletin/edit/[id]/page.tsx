import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BulletinEditor } from '@/components/admin/bulletin/bulletin-editor';
import {
  bulletinEditorMessages,
  bulletinItems,
  bulletinValues,
  isEntryId,
  monthName,
} from '@/lib/admin/bulletin-editor';
import { adminContent } from '@/lib/admin/content';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths, savedNoticeParam } from '@/lib/routing';

type Params = Promise<{ id: string }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('bulletin.meta.edit') };
}

/** /admin/bulletin/edit/{id}: one bulletin; 404 for an unknown id or an entry of another kind. */
export default async function EditBulletinPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ claims }, locale, { id }] = await Promise.all([
    requirePage('content.edit'),
    adminLocale(),
    params,
  ]);
  if (!isEntryId(id)) notFound();
  const content = await adminContent(claims);
  const entry = await content.getEntry(id);
  if (!entry || entry.kind !== 'bulletin') notFound();
  const items = await bulletinItems(content, entry.itemIds);
  const t = adminTranslator(locale);
  const justSaved = (await searchParams)[savedNoticeParam] === '1';
  return (
    <>
      <h1 className="font-serif text-4xl">
        {t('bulletin.editTitle', { month: monthName(entry.issueMonth, locale) })}
      </h1>
      <p className="mt-3 mb-8 max-w-3xl text-muted">{t('bulletin.intro')}</p>
      <BulletinEditor
        locale={locale}
        messages={bulletinEditorMessages(locale)}
        initial={{ values: bulletinValues(entry), items }}
        justSaved={justSaved}
        doneHref={adminPaths.bulletins}
      />
    </>
  );
}
