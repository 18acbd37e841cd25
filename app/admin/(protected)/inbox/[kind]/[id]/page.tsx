import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ItemView } from '@/components/admin/inbox/item-view';
import { ReclamoMark } from '@/components/admin/requests/reclamo-mark';
import { openInboxItem } from '@/lib/admin/inbox/loaders';
import { getOpenReclamosOf } from '@/lib/admin/requests/loaders';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { inboxKinds, type InboxKind } from '@/lib/inbox/statuses';
import { isUuid } from '@/lib/validation/uuid';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.inbox') };
}

/**
 * /admin/inbox/<kind>/<id>: one lead or application. Opening it is recorded in the audit trail
 * (personal data read, by whom), by the database in the same call that reads it.
 */
export default async function InboxItemPage({
  params,
}: {
  params: Promise<{ kind: string; id: string }>;
}) {
  const { kind, id } = await params;
  if (!(inboxKinds as readonly string[]).includes(kind) || !isUuid(id)) notFound();
  const { locale, item } = await openInboxItem(kind as InboxKind, id);
  if (!item) notFound();
  const reclamos = await getOpenReclamosOf(item.email);
  return (
    <>
      <ReclamoMark reclamos={reclamos} locale={locale} />
      <ItemView item={item} locale={locale} errors={formMessages(locale).errors} />
    </>
  );
}
