import Link from 'next/link';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { InboxRow } from '@/lib/inbox/types';
import { teamMemberById } from '@/lib/content/team';
import type { InboxStatus } from '@/lib/inbox/statuses';
import { adminInboxItemPath, type Locale } from '@/lib/routing';

const columns = ['kind', 'topic', 'status', 'assigned'] as const;

/**
 * The inbox as a table, newest first: when it came (the row's header), the name linked to the
 * item with its e-mail and an "unread" mark, kind, topic or area, status, the assigned lawyer.
 * On a phone each item is a block of labelled lines.
 */
export function InboxTable({ rows, locale }: { rows: InboxRow[]; locale: Locale }) {
  const t = adminTranslator(locale);
  const topic = (value: string | null) =>
    value ? t(`inbox.topics.${value as 'tax'}`) : t('inbox.none');
  const cell = (column: (typeof columns)[number], row: InboxRow) => {
    switch (column) {
      case 'kind':
        return t(`inbox.kinds.${row.kind}`);
      case 'topic':
        return topic(row.topic);
      case 'status':
        return t(`inbox.statuses.${row.status as InboxStatus}`);
      case 'assigned':
        if (row.kind !== 'lead') return t('inbox.none');
        return (
          teamMemberById(row.assignedTo)?.name ?? (
            <span className="text-muted">{t('inbox.unassigned')}</span>
          )
        );
    }
  };
  return (
    <div
      className="overflow-x-auto border border-stone-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      role="region"
      aria-label={t('inbox.caption')}
      tabIndex={0}
    >
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{t('inbox.caption')}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {(['received', 'name', ...columns] as const).map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`inbox.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr
              key={`${row.kind}-${row.id}`}
              className={`${phoneRow} ${row.read ? '' : 'bg-brass-100'}`}
              data-kind={row.kind}
              data-id={row.id}
            >
              <th scope="row" className={`${phoneCell} font-medium whitespace-nowrap`}>
                <time dateTime={row.createdAt}>{formatAdminDateTime(row.createdAt, locale)}</time>
              </th>
              <td className={phoneCell}>
                <PhoneLabel>{t('inbox.columns.name')}</PhoneLabel>
                {/* Never prefetched: rendering an item records it as opened. */}
                <Link
                  href={adminInboxItemPath(row.kind, row.id)}
                  prefetch={false}
                  className={`text-ink-950 underline underline-offset-2 hover:text-ink-700 ${
                    row.read ? '' : 'font-bold'
                  }`}
                >
                  {row.name}
                </Link>
                {row.read ? null : (
                  <span className="ml-2 inline-block border border-ink-900 px-1 text-xs font-semibold">
                    {t('inbox.unread')}
                  </span>
                )}
                <span className="block text-xs [overflow-wrap:anywhere] text-muted">
                  {row.email}
                </span>
              </td>
              {columns.map((column) => (
                <td key={column} className={phoneCell}>
                  <PhoneLabel>{t(`inbox.columns.${column}`)}</PhoneLabel>
                  {cell(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
