import 'server-only';
import { auditLogFor } from '@/lib/audit';
import type { AuditChainCheck, AuditPage } from '@/lib/audit/types';
import { requirePage } from '@/lib/auth/guard';
import type { Locale } from '@/lib/routing';
import { adminLocale } from '../locale';
import { parseAuditQuery, type AuditQuery, type AuditSearchParams } from './query';

/** What /admin/audit shows: the query as parsed, one page of events, and the chain's check. */
export type AuditPageData = {
  locale: Locale;
  query: AuditQuery;
  page: AuditPage;
  check: AuditChainCheck;
};

/**
 * One page of the audit trail as the URL asks, for a caller the guard lets read it (the
 * database refuses anybody but an admin again), with the chain checked on the way.
 */
export async function getAuditPage(searchParams: AuditSearchParams): Promise<AuditPageData> {
  const [{ claims }, locale] = await Promise.all([requirePage('audit.read'), adminLocale()]);
  const query = parseAuditQuery(searchParams);
  const trail = await auditLogFor(claims);
  const [page, check] = await Promise.all([trail.list(query.filters), trail.verify()]);
  return { locale, query, page, check };
}
