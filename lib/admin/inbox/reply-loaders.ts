import 'server-only';
import { requirePage, viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { InboxRepliesStore } from '@/lib/backend/inbox-replies-store';
import type { InboxKind } from '@/lib/inbox/statuses';
import type { ReplyTemplate, SentReply } from '@/lib/inbox/replies';
import type { Locale } from '@/lib/routing';
import { adminLocale } from '../locale';

/** Replies as the signed-in caller of `claims` works them (the database refuses non-admins). */
export async function repliesFor(claims: SessionClaims): Promise<InboxRepliesStore> {
  return (await getBackend()).inboxReplies(viewerOf(claims));
}

/** The templates, for the templates page and an item's reply form (admins only). */
export async function getReplyTemplates(): Promise<{ locale: Locale; templates: ReplyTemplate[] }> {
  const [{ claims }, locale] = await Promise.all([requirePage('personal.read'), adminLocale()]);
  return { locale, templates: await (await repliesFor(claims)).templates() };
}

/** An item's templates and sent replies, for the reply section of its page. */
export async function getItemReplies(
  kind: InboxKind,
  id: string,
): Promise<{ templates: ReplyTemplate[]; sent: SentReply[] }> {
  const { claims } = await requirePage('personal.read');
  const replies = await repliesFor(claims);
  const [templates, sent] = await Promise.all([replies.templates(), replies.sent(kind, id)]);
  return { templates, sent };
}
