import Link from 'next/link';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import { retryOutboxAction } from '@/lib/admin/outbox/actions';
import type { OutboxRow } from '@/lib/admin/outbox/types';
import { messages } from '@/lib/i18n/messages';
import { adminPaths, loginPathFor, outboxEmailPath, type Locale } from '@/lib/routing';
import { RetryForm } from './retry-form';
import { StateBadge } from './state-badge';
import { kindLabel } from './words';

const columns = ['type', 'to', 'status', 'attempts', 'lastError', 'provider', 'sent'] as const;
type Column = (typeof columns)[number];

const link = 'font-semibold text-ink-950 underline underline-offset-2 hover:text-ink-700';

function Cell({ column, row, locale }: { column: Column; row: OutboxRow; locale: Locale }) {
  const t = adminTranslator(locale);
  const none = <span className="text-muted">{t('outbox.none')}</span>;
  switch (column) {
    case 'type':
      return <>{kindLabel(row.kind, locale)}</>;
    case 'to':
      return <span className="[overflow-wrap:anywhere]">{row.to}</span>;
    case 'status':
      return <StateBadge state={row.state} locale={locale} />;
    case 'attempts':
      return <>{row.attempts}</>;
    case 'lastError':
      return row.lastError ? (
        <span className="text-xs [overflow-wrap:anywhere]">{row.lastError}</span>
      ) : (
        none
      );
    case 'provider':
      return row.providerId ? (
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{row.providerId}</span>
      ) : (
        none
      );
    case 'sent':
      return row.sentAt ? (
        <time dateTime={row.sentAt}>{formatAdminDateTime(row.sentAt, locale)}</time>
      ) : (
        none
      );
  }
}

/** What an admin may do with one e-mail: read it, and send a failed one again. */
function Actions({ row, locale }: { row: OutboxRow; locale: Locale }) {
  const t = adminTranslator(locale);
  const admin = messages[locale].Admin;
  const named = { to: row.to, when: formatAdminDateTime(row.createdAt, locale) };
  return (
    <div className="flex flex-wrap items-start gap-3">
      <Link
        href={outboxEmailPath(row.id)}
        className={`${link} inline-block py-1`}
        aria-label={t('outbox.openOf', named)}
      >
        {t('outbox.open')}
      </Link>
      {row.state === 'failed' ? (
        <RetryForm
          action={retryOutboxAction}
          id={row.id}
          texts={{
            retry: t('outbox.retry'),
            retryOf: t('outbox.retryOf', named),
            retrying: t('outbox.retrying'),
          }}
          errors={admin.errors}
          loginHref={loginPathFor(adminPaths.outbox)}
        />
      ) : null}
    </div>
  );
}

/**
 * The outbox as a table, newest first: when it was queued (the row's header), its kind, the
 * recipient (a subscriber's masked), state, attempts, last error, provider id, when it went, and
 * the links to read it or send it again. On a phone each e-mail is a block of labelled lines.
 */
export function OutboxTable({ rows, locale }: { rows: OutboxRow[]; locale: Locale }) {
  const t = adminTranslator(locale);
  return (
    <div
      className="overflow-x-auto border border-stone-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      role="region"
      aria-label={t('outbox.caption')}
      tabIndex={0}
    >
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{t('outbox.caption')}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {(['queued', ...columns, 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`outbox.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className={phoneRow} data-outbox-id={row.id} data-state={row.state}>
              <th scope="row" className={`${phoneCell} font-medium whitespace-nowrap`}>
                <time dateTime={row.createdAt}>{formatAdminDateTime(row.createdAt, locale)}</time>
              </th>
              {columns.map((column) => (
                <td key={column} className={phoneCell}>
                  <PhoneLabel>{t(`outbox.${column}`)}</PhoneLabel>
                  <Cell column={column} row={row} locale={locale} />
                </td>
              ))}
              <td className={phoneCell}>
                <PhoneLabel>{t('outbox.actions')}</PhoneLabel>
                <Actions row={row} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
