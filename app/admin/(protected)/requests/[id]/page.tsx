import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RequestView } from '@/components/admin/requests/request-view';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { getDataRequest } from '@/lib/admin/requests/loaders';
import { isUuid } from '@/lib/validation/uuid';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.requests') };
}

/** /admin/requests/<id>: one data request, its terms, its moves and its history (admins). */
export default async function RequestPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const { locale, request } = await getDataRequest(id);
  if (!request) notFound();
  return <RequestView request={request} locale={locale} errors={formMessages(locale).errors} />;
}
