import type { Metadata } from 'next';
import { InboxView } from '@/components/admin/inbox/inbox-view';
import { getInboxPage } from '@/lib/admin/inbox/loaders';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.inbox') };
}

/** /admin/inbox: contact messages and applications, newest first, filtered by GET parameters. */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <InboxView data={await getInboxPage(await searchParams)} />;
}
