import type { Metadata } from 'next';
import { OutboxView } from '@/components/admin/outbox/outbox-view';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getOutboxPage } from '@/lib/admin/outbox/loaders';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.outbox') };
}

/** /admin/outbox: every e-mail the site queued, newest first, filtered by plain GET parameters. */
export default async function OutboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <OutboxView data={await getOutboxPage(await searchParams)} />;
}
