import type { Metadata } from 'next';
import { AuditView } from '@/components/admin/audit/audit-view';
import { getAuditPage } from '@/lib/admin/audit/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.audit') };
}

/** /admin/audit: the audit trail, newest first, filtered by plain GET parameters. */
export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AuditView data={await getAuditPage(await searchParams)} />;
}
