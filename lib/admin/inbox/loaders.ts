import 'server-only';
import { cache } from 'react';
import { allowedCaller, requirePage, viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { InboxItem, InboxPage, InboxStore } from '@/lib/backend/inbox-store';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import type { InboxKind } from '@/lib/inbox/statuses';
import type { Locale } from '@/lib/routing';
import { adminLocale } from '../locale';
import { parseInboxQuery, type InboxQuery, type InboxSearchParams } from './query';

/** The inbox as the signed-in caller of `claims` works it (the database refuses non-admins). */
export async function inboxFor(claims: SessionClaims): Promise<InboxStore> {
  return (await getBackend()).inbox(viewerOf(claims));
}

export type InboxPageData = { locale: Locale; query: InboxQuery; page: InboxPage };

/** One page of the inbox as the URL asks, for a caller the guard lets read personal data. */
export async function getInboxPage(searchParams: InboxSearchParams): Promise<InboxPageData> {
  const [{ claims }, locale] = await Promise.all([requirePage('personal.read'), adminLocale()]);
  const query = parseInboxQuery(searchParams);
  const page = await (await inboxFor(claims)).list(query.filters);
  return { locale, query, page };
}

/**
 * One item, opened by an admin: the database records the opening (personal data read, by whom)
 * and marks the item read. Null when there is no such item.
 */
export async function openInboxItem(
  kind: InboxKind,
  id: string,
): Promise<{ locale: Locale; item: InboxItem | null }> {
  const [{ claims }, locale] = await Promise.all([requirePage('personal.read'), adminLocale()]);
  const item = await (await inboxFor(claims)).open(kind, id, await auditIpHmacOf());
  return { locale, item };
}

/**
 * How many items no admin has opened, for the menu and the dashboard: null for a caller who may
 * not read personal data (nothing is asked of the database then). Once per request.
 */
export const getInboxUnread = cache(async (): Promise<number | null> => {
  const caller = await allowedCaller('personal.read');
  if (!caller) return null;
  return (await inboxFor(caller.claims)).unread();
});
