import type { Metadata } from 'next';
import { OutboxMessageView } from '@/components/admin/outbox/outbox-message';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getOutboxMessage } from '@/lib/admin/outbox/loaders';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.outboxEmail') };
}

/** /admin/outbox/<id>: one e-mail's envelope and text, its tokens masked; the reading is recorded. */
export default async function OutboxEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { locale, message } = await getOutboxMessage((await params).id);
  return <OutboxMessageView message={message} locale={locale} />;
}
