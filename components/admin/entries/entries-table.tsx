import Link from 'next/link';
import { rowLanguages, rowStatus, rowTitle, formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { AdminEntryRow } from '@/lib/admin/types';
import { adminEditPath, type Locale } from '@/lib/routing';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';

const badge = 'inline-block border px-1.5 py-0.5 text-xs font-semibold tracking-wide';

/** Draft, published, or scheduled with its date, in words (never by colour alone). */
function StatusText({ row, locale }: { row: AdminEntryRow; locale: Locale }) {
  const t = adminTranslator(locale);
  const status = rowStatus(row);
  if (status.status === 'draft') return <span className="text-ink-700">{t('lists.draft')}</span>;
  if (status.status === 'published') return <span>{t('lists.published')}</span>;
  return (
    <span className="font-medium text-brass-700">
      {t('lists.scheduled', { date: formatAdminDateTime(status.at, locale) })}
    </span>
  );
}

/** ES and EN as short badges, each named in full for assistive technology. */
function Languages({ row, locale }: { row: AdminEntryRow; locale: Locale }) {
  const t = adminTranslator(locale);
  const present = rowLanguages(row);
  return (
    <ul className="flex gap-1">
      <li className={`${badge} border-ink-900 text-ink-900`}>
        <abbr title={t('lists.languageEsName')} className="no-underline">
          {t('lists.languageEs')}
        </abbr>
      </li>
      {present.includes('en') ? (
        <li className={`${badge} border-ink-900 text-ink-900`}>
          <abbr title={t('lists.languageEnName')} className="no-underline">
            {t('lists.languageEn')}
          </abbr>
        </li>
      ) : (
        <li className={`${badge} border-dashed border-ink-600 text-ink-700`}>
          {t('lists.noEnglish')}
        </li>
      )}
    </ul>
  );
}

/**
 * Entries as a table (publications, blog posts, bulletins, or a mix on the dashboard): title
 * linking to its editor, status, languages, last change in Bogotá's time. From md up a table; on
 * a phone each entry is a block of labelled lines.
 */
export function EntriesTable({
  rows,
  caption,
  locale,
  showKind = false,
}: {
  rows: AdminEntryRow[];
  caption: string;
  locale: Locale;
  /** A column naming each row's kind, for lists that mix them. */
  showKind?: boolean;
}) {
  const t = adminTranslator(locale);
  const columns = ['title', ...(showKind ? ['kind'] : []), 'status', 'languages', 'updated'];
  return (
    <div className="border border-stone-line bg-white">
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`lists.${column}` as 'lists.title')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className={phoneRow}>
              <th scope="row" className={`${phoneCell} font-medium [overflow-wrap:anywhere]`}>
                <Link
                  href={adminEditPath(row.kind, row.id)}
                  className="text-ink-950 underline underline-offset-2 hover:text-ink-700"
                >
                  {rowTitle(row, locale)}
                </Link>
              </th>
              {showKind ? (
                <td className={phoneCell}>
                  <PhoneLabel>{t('lists.kind')}</PhoneLabel>
                  {t(`lists.kindOne.${row.kind}`)}
                </td>
              ) : null}
              <td className={phoneCell}>
                <PhoneLabel>{t('lists.status')}</PhoneLabel>
                <StatusText row={row} locale={locale} />
              </td>
              <td className={phoneCell}>
                <PhoneLabel>{t('lists.languages')}</PhoneLabel>
                <Languages row={row} locale={locale} />
              </td>
              <td className={`${phoneCell} whitespace-nowrap max-md:whitespace-normal`}>
                <PhoneLabel>{t('lists.updated')}</PhoneLabel>
                <time dateTime={row.updatedAt}>{formatAdminDateTime(row.updatedAt, locale)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
