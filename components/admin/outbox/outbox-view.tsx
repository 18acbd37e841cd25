import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import type { OutboxPageData } from '@/lib/admin/outbox/loaders';
import { outboxPageSize, outboxQueryString } from '@/lib/admin/outbox/query';
import { adminPaths } from '@/lib/routing';
import { OutboxFilters } from './outbox-filters';
import { OutboxTable } from './outbox-table';

/** /admin/outbox: the filters, the count, one page of e-mails and the links between pages. */
export function OutboxView({ data }: { data: OutboxPageData }) {
  const { locale, params, page } = data;
  const t = adminTranslator(locale);
  const pages = Math.max(1, Math.ceil(page.total / outboxPageSize));
  const pageLink = (to: number) => `${adminPaths.outbox}${outboxQueryString(params, { page: to })}`;
  return (
    <>
      <h1 className="font-serif text-4xl">{t('outbox.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('outbox.intro')}</p>
      {params.retried ? (
        <p role="status" className="mt-6 border-l-4 border-green-800 bg-white p-3" data-retried>
          {t('outbox.retried')}
        </p>
      ) : null}
      <OutboxFilters data={data} />
      <p role="status" className="mt-8 mb-3 text-sm text-muted">
        {t('outbox.count', { count: page.total })}
      </p>
      {page.rows.length ? (
        <OutboxTable rows={page.rows} locale={locale} />
      ) : (
        <p className="border border-stone-line bg-white p-6">
          {t(params.state || params.kind ? 'outbox.emptyFiltered' : 'outbox.empty')}
        </p>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t('outbox.pages')}
          className="mt-6 flex flex-wrap items-center gap-4 text-sm"
        >
          {params.page > 1 ? (
            <Link href={pageLink(params.page - 1)} rel="prev" className="font-semibold underline">
              {t('outbox.previous')}
            </Link>
          ) : null}
          <span>{t('outbox.pageOf', { page: params.page, pages })}</span>
          {params.page < pages ? (
            <Link href={pageLink(params.page + 1)} rel="next" className="font-semibold underline">
              {t('outbox.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
