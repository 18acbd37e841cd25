import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import { restoreEntryAction } from '@/lib/admin/trash/actions';
import type { TrashedEntry } from '@/lib/admin/types';
import { adminPaths, loginPathFor, type Locale } from '@/lib/routing';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';
import { RestoreForm } from './restore-form';

const columns = ['kind', 'deletedAt', 'deletedBy', 'daysLeft', 'action'] as const;

/**
 * The trash as a table: title, kind, when and by whom it was deleted, the days before the purge,
 * and "Restaurar". As the entry lists: a table from md up, scrolling inside its own focusable
 * frame; on a phone each row a block of labelled lines.
 */
export function TrashTable({
  rows,
  locale,
  errors,
}: {
  rows: TrashedEntry[];
  locale: Locale;
  errors: Record<string, string>;
}) {
  const t = adminTranslator(locale);
  const caption = t('trash.caption');
  const title = (row: TrashedEntry) =>
    locale === 'en' ? (row.titleEn ?? row.titleEs) : row.titleEs;
  const cell = (column: (typeof columns)[number], row: TrashedEntry) => {
    switch (column) {
      case 'kind':
        return t(`trash.kinds.${row.kind}`);
      case 'deletedAt':
        return <time dateTime={row.deletedAt}>{formatAdminDateTime(row.deletedAt, locale)}</time>;
      case 'deletedBy':
        return row.deletedBy ?? <span className="text-muted">{t('trash.unknownUser')}</span>;
      case 'daysLeft':
        return t('trash.days', { count: row.daysLeft });
      case 'action':
        return (
          <RestoreForm
            action={restoreEntryAction}
            id={row.id}
            texts={{
              restore: t('trash.restore'),
              restoreOf: t('trash.restoreOf', { title: title(row) }),
              restoring: t('trash.restoring'),
            }}
            errors={errors}
            loginHref={loginPathFor(adminPaths.trash)}
          />
        );
    }
  };
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
            {(['name', ...columns] as const).map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`trash.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {rows.map((row) => (
            <tr key={row.id} className={phoneRow}>
              <th
                scope="row"
                className={`${phoneCell} min-w-48 font-medium [overflow-wrap:anywhere] max-md:min-w-0`}
              >
                {title(row)}
              </th>
              {columns.map((column) => (
                <td
                  key={column}
                  data-column={column}
                  className={`${phoneCell} ${column === 'deletedAt' ? 'whitespace-nowrap max-md:whitespace-normal' : ''}`}
                >
                  {column === 'action' ? null : <PhoneLabel>{t(`trash.${column}`)}</PhoneLabel>}
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
