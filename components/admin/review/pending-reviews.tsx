import Link from 'next/link';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { PendingReview } from '@/lib/admin/types';
import { adminEditPath, type Locale } from '@/lib/routing';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';

/**
 * The dashboard's "Pendientes de revisión" for editors: title (linking to its editor), the
 * account that sent it, when. A table from md up, labelled lines on a phone.
 */
export function PendingReviews({ rows, locale }: { rows: PendingReview[]; locale: Locale }) {
  const t = adminTranslator(locale);
  if (rows.length === 0)
    return <p className="border border-stone-line bg-white p-6">{t('review.dashboardEmpty')}</p>;
  const caption = t('review.dashboardCaption');
  return (
    <div
      className="overflow-x-auto border border-stone-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            <th scope="col" className={`${phoneCell} font-semibold`}>
              {t('review.columnTitle')}
            </th>
            <th scope="col" className={`${phoneCell} font-semibold`}>
              {t('review.columnAuthor')}
            </th>
            <th scope="col" className={`${phoneCell} font-semibold`}>
              {t('review.columnRequested')}
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className={phoneRow}>
              <th
                scope="row"
                className={`${phoneCell} min-w-48 font-medium [overflow-wrap:anywhere] max-md:min-w-0`}
              >
                <Link
                  href={adminEditPath(row.kind, row.id)}
                  className="text-ink-900 underline underline-offset-4 hover:text-ink-700"
                >
                  {row.title || t('review.untitled')}
                </Link>
              </th>
              <td className={`${phoneCell} [overflow-wrap:anywhere]`}>
                <PhoneLabel>{t('review.columnAuthor')}</PhoneLabel>
                {row.requestedBy ?? '—'}
              </td>
              <td className={`${phoneCell} whitespace-nowrap`}>
                <PhoneLabel>{t('review.columnRequested')}</PhoneLabel>
                <time dateTime={row.requestedAt}>
                  {formatAdminDateTime(row.requestedAt, locale)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
