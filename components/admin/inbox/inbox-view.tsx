import Link from 'next/link';
import type { InboxPageData } from '@/lib/admin/inbox/loaders';
import { inboxExportCap } from '@/lib/admin/inbox/export-cap';
import { inboxPageSize, inboxQueryString } from '@/lib/admin/inbox/query';
import { adminTranslator } from '@/lib/admin/locale';
import { adminPaths } from '@/lib/routing';
import { InboxFilters } from './inbox-filters';
import { InboxTable } from './inbox-table';

/**
 * /admin/inbox: the filters, a note naming any parameter that was ignored, the count, one page
 * of items and the links to the pages before and after.
 */
export function InboxView({ data }: { data: InboxPageData }) {
  const { locale, query, page } = data;
  const t = adminTranslator(locale);
  const { params, ignored } = query;
  const pages = Math.max(1, Math.ceil(page.total / inboxPageSize));
  const filtered = Object.keys(params).some((name) => name !== 'page');
  const pageLink = (to: number) => `${adminPaths.inbox}${inboxQueryString(params, { page: to })}`;
  return (
    <>
      <h1 className="font-serif text-4xl">{t('inbox.title')}</h1>
      <p className="mt-3 text-muted">{t('inbox.intro')}</p>
      <InboxFilters data={data} />
      {ignored.length ? (
        <p className="mt-4 border-l-4 border-brass-700 bg-white p-3 text-sm" data-ignored>
          {t('inbox.ignored', {
            names: ignored.map((name) => t(`inbox.paramNames.${name}`)).join(', '),
          })}
        </p>
      ) : null}
      {params.spam ? <p className="mt-4 text-sm">{t('inbox.spamShown')}</p> : null}
      <div className="mt-8 mb-3 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted">
          {t('inbox.count', { count: page.total })}
        </p>
        {/* A plain link, not a download attribute: when a fresh code is needed the route sends
            the browser to the step-up screen, which must open as a page. */}
        <a
          href={`${adminPaths.inboxExport}${inboxQueryString({ ...params, page: 1 })}`}
          className="inline-flex min-h-11 items-center border border-ink-900 px-4 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white"
          data-export
        >
          {t('inbox.export')}
        </a>
      </div>
      <p className="mb-3 text-sm text-muted">
        {page.total > inboxExportCap
          ? t('inbox.exportCapped', { cap: inboxExportCap, count: page.total })
          : t('inbox.exportNote')}
      </p>
      {page.items.length ? (
        <InboxTable rows={page.items} locale={locale} />
      ) : (
        <p className="border border-stone-line bg-white p-6">
          {t(filtered ? 'inbox.emptyFiltered' : 'inbox.empty')}
        </p>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t('inbox.pages')}
          className="mt-6 flex flex-wrap items-center gap-4 text-sm"
        >
          {params.page > 1 ? (
            <Link href={pageLink(params.page - 1)} rel="prev" className="font-semibold underline">
              {t('inbox.previous')}
            </Link>
          ) : null}
          <span>{t('inbox.pageOf', { page: params.page, pages })}</span>
          {params.page < pages ? (
            <Link href={pageLink(params.page + 1)} rel="next" className="font-semibold underline">
              {t('inbox.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
