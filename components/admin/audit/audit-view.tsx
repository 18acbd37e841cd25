import Link from 'next/link';
import type { AuditPageData } from '@/lib/admin/audit/loaders';
import { auditPageSize, auditQueryString } from '@/lib/admin/audit/query';
import { adminTranslator } from '@/lib/admin/locale';
import { adminPaths } from '@/lib/routing';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** The chain's check in words: intact with its head hash, empty, or broken from an event. */
function ChainStatus({ data }: { data: AuditPageData }) {
  const t = adminTranslator(data.locale);
  const { check } = data;
  if (!check.ok)
    return (
      <p
        role="alert"
        className="mt-4 border-l-4 border-red-700 bg-red-50 p-3 font-semibold text-red-900"
      >
        {t('audit.chainBroken', { id: check.firstBrokenId })}
      </p>
    );
  if (!check.head) return <p className="mt-4 text-sm text-muted">{t('audit.chainEmpty')}</p>;
  return (
    <p className="mt-4 text-sm text-muted" data-chain="ok">
      {t('audit.chainOk', { count: check.checked })} {t('audit.chainHead')}{' '}
      <code className="font-mono text-xs break-all text-ink-900">{check.head.hash}</code>
    </p>
  );
}

/**
 * /admin/audit: the chain's check, the filters, a note naming any parameter that was ignored,
 * the count, one page of events and the links to the pages before and after.
 */
export function AuditView({ data }: { data: AuditPageData }) {
  const { locale, query, page } = data;
  const t = adminTranslator(locale);
  const { params, ignored } = query;
  const pages = Math.max(1, Math.ceil(page.total / auditPageSize));
  const filtered = Boolean(
    params.person || params.action || params.from || params.to || params.target,
  );
  const pageLink = (to: number) => `${adminPaths.audit}${auditQueryString(params, { page: to })}`;
  return (
    <>
      <h1 className="font-serif text-4xl">{t('audit.title')}</h1>
      <p className="mt-3 text-muted">{t('audit.intro')}</p>
      <ChainStatus data={data} />
      <AuditFilters data={data} />
      {params.target ? (
        <p className="mt-4 text-sm">{t('audit.targetFilter', { target: params.target })}</p>
      ) : null}
      {ignored.length ? (
        <p className="mt-4 border-l-4 border-brass-700 bg-white p-3 text-sm" data-ignored>
          {t('audit.ignored', {
            names: ignored.map((name) => t(`audit.paramNames.${name}`)).join(', '),
          })}
        </p>
      ) : null}
      <p role="status" className="mt-8 mb-3 text-sm text-muted">
        {t('audit.count', { count: page.total })}
      </p>
      {page.events.length ? (
        <AuditTable events={page.events} locale={locale} />
      ) : (
        <p className="border border-stone-line bg-white p-6">
          {t(filtered ? 'audit.emptyFiltered' : 'audit.empty')}
        </p>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t('audit.pages')}
          className="mt-6 flex flex-wrap items-center gap-4 text-sm"
        >
          {params.page > 1 ? (
            <Link href={pageLink(params.page - 1)} rel="prev" className="font-semibold underline">
              {t('audit.previous')}
            </Link>
          ) : null}
          <span>{t('audit.pageOf', { page: params.page, pages })}</span>
          {params.page < pages ? (
            <Link href={pageLink(params.page + 1)} rel="next" className="font-semibold underline">
              {t('audit.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
