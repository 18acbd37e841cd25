import 'server-only';
import { notFound } from 'next/navigation';
import { requirePage, type UserViewer } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import type { Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import { adminLocale } from '../locale';
import {
  outboxPageSize,
  parseOutboxQuery,
  type OutboxParams,
  type OutboxSearchParams,
} from './query';
import { mailNeedsSetUp } from './mail-setup';
import { shownMessage, shownRow } from './shown';
import type { OutboxMessage, OutboxPage } from './types';

// The outbox's pages ask the guard for personal.read (the database asks again), and get every
// e-mail as shown: subscribers' addresses and every link's tokens masked here, on the server.

/** What /admin/outbox shows: the chosen filters and one page of e-mails. */
export type OutboxPageData = { locale: Locale; params: OutboxParams; page: OutboxPage };

/** One page of the outbox as the URL asks. */
export async function getOutboxPage(searchParams: OutboxSearchParams): Promise<OutboxPageData> {
  const [{ viewer }, locale] = await Promise.all([requirePage('personal.read'), adminLocale()]);
  const { params, filters } = parseOutboxQuery(searchParams);
  const page = await (await getBackend()).outbox(viewer).list(filters, outboxPageSize);
  return { locale, params, page: { ...page, rows: page.rows.map(shownRow) } };
}

/** One e-mail with its tokens masked, or the 404 page; the reading is recorded in the trail. */
export async function getOutboxMessage(
  id: string,
): Promise<{ locale: Locale; message: OutboxMessage }> {
  const [{ viewer }, locale] = await Promise.all([requirePage('personal.read'), adminLocale()]);
  if (!isUuid(id)) notFound();
  const message = await (await getBackend()).outbox(viewer).read(id, await auditIpHmacOf());
  if (!message) notFound();
  return { locale, message: shownMessage(message) };
}

/** The dashboard's e-mail warnings for a caller who may read the outbox. */
export async function getOutboxWarnings(
  viewer: UserViewer,
): Promise<{ failing: number; unconfigured: boolean }> {
  const failing = await (await getBackend()).outbox(viewer).failing();
  return { failing, unconfigured: mailNeedsSetUp() };
}
