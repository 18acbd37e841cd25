import type { Metadata } from 'next';
import { PrivacyView } from '@/components/admin/privacy/privacy-view';
import { getPrivacyPage } from '@/lib/admin/privacy/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.privacy') };
}

/** /admin/privacy: everything about an e-mail address, found, compiled or deleted (admins). */
export default async function PrivacyPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { request } = await searchParams;
  return (
    <PrivacyView {...await getPrivacyPage(typeof request === 'string' ? request : undefined)} />
  );
}
