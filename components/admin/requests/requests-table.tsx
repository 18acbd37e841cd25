import Link from 'next/link';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';
import { adminTranslator } from '@/lib/admin/locale';
import type { ClockedRow } from '@/lib/admin/requests/loaders';
import { dayInWords } from '@/lib/data-requests/format';
import { adminRequestPath, type Locale } from '@/lib/routing';

/** Business days left, or the overdue mark, of a row (— once the term no longer runs). */
export function DaysLeft({ row, locale }: { row: ClockedRow; locale: Locale }) {
  const t = adminTranslator(locale);
  if (row.clock.overdue)
    return (
      <strong className="inline-block border border-red-800 px-1 text-red-800" data-overdue>
        {t('requests.overdue')}
      </strong>
    );
  if (row.clock.daysLeft === null) return <>{t('requests.noClock')}</>;
  return <>{t('requests.daysLeft', { count: row.clock.daysLeft })}</>;
}

/**
 * The registered requests as a table: the person linked to the request with their e-mail, type,
 * due day, business days left (or the overdue mark), status with the "en trámite" mark. On a
 * phone each request is a block of labelled lines.
 */
export function RequestsTable({ rows, locale }: { rows: ClockedRow[]; locale: Locale }) {
  const t = adminTranslator(locale);
  return (
    <div
      className="overflow-x-auto border border-stone-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      role="region"
      aria-label={t('requests.caption')}
      tabIndex={0}
    >
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{t('requests.caption')}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {(['person', 'kind', 'due', 'left', 'status'] as const).map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`requests.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className={phoneRow} data-id={row.id} data-status={row.status}>
              <th scope="row" className={`${phoneCell} text-left font-normal`}>
                <Link
                  href={adminRequestPath(row.id)}
                  prefetch={false}
                  className="font-semibold text-ink-950 underline underline-offset-2 hover:text-ink-700"
                >
                  {row.name}
                </Link>
                <span className="block text-xs [overflow-wrap:anywhere] text-muted">
                  {row.email}
                </span>
              </th>
              <td className={phoneCell}>
                <PhoneLabel>{t('requests.columns.kind')}</PhoneLabel>
                {t(`requests.kinds.${row.kind}`)}
              </td>
              <td className={`${phoneCell} whitespace-nowrap`}>
                <PhoneLabel>{t('requests.columns.due')}</PhoneLabel>
                <time dateTime={row.clock.dueDay}>{dayInWords(row.clock.dueDay, locale)}</time>
              </td>
              <td className={phoneCell}>
                <PhoneLabel>{t('requests.columns.left')}</PhoneLabel>
                <DaysLeft row={row} locale={locale} />
              </td>
              <td className={phoneCell}>
                <PhoneLabel>{t('requests.columns.status')}</PhoneLabel>
                {t(`requests.statuses.${row.status}`)}
                {row.markedAt ? (
                  <span className="mt-1 block text-xs font-semibold">
                    {t('requests.inProcess')}
                  </span>
                ) : row.clock.markLate ? (
                  <span className="mt-1 block text-xs font-semibold text-red-800">
                    {t('requests.markLate')}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
