import Link from 'next/link';
import {
  formatAdminDate,
  formatAdminDateTime,
  rowLanguages,
  rowStatus,
  rowTitle,
} from '@/lib/admin/entries/list';
import { teamMemberById } from '@/lib/content/team';
import type { Category } from '@/lib/publications/types';
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

/** The columns a list may show after the title. */
export type EntryColumn =
  | 'kind'
  | 'status'
  | 'published'
  | 'category'
  | 'author'
  | 'month'
  | 'date'
  | 'languages'
  | 'updated';

/** The publications' and blog's lists. */
export const entryColumns: EntryColumn[] = [
  'status',
  'published',
  'category',
  'author',
  'languages',
  'updated',
];
/** The bulletins' list. */
export const bulletinColumns: EntryColumn[] = ['month', 'status', 'date', 'languages', 'updated'];

const heading: Record<EntryColumn, string> = {
  kind: 'lists.kind',
  status: 'lists.status',
  published: 'lists.columnPublished',
  category: 'lists.columnCategory',
  author: 'lists.columnAuthor',
  month: 'lists.columnMonth',
  date: 'lists.columnDate',
  languages: 'lists.languages',
  updated: 'lists.updated',
};

/** A bulletin's month as words: "noviembre de 2026", "November 2026". */
const monthName = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month.slice(0, 10)}T12:00:00Z`));

/** One cell's content. */
function Cell(props: {
  column: EntryColumn;
  row: AdminEntryRow;
  locale: Locale;
  categories: Category[];
}) {
  const { column, row, locale } = props;
  const t = adminTranslator(locale);
  const none = <span className="text-muted">{t('lists.none')}</span>;
  switch (column) {
    case 'kind':
      return <>{t(`lists.kindOne.${row.kind}`)}</>;
    case 'status':
      return <StatusText row={row} locale={locale} />;
    case 'published':
    case 'date':
      return row.publishedAt ? (
        <time dateTime={row.publishedAt}>{formatAdminDate(row.publishedAt, locale)}</time>
      ) : (
        <span className="text-muted">{t('lists.noDate')}</span>
      );
    case 'category': {
      const category = props.categories.find((c) => c.id === row.categoryId);
      return category ? <>{category.label[locale]}</> : none;
    }
    case 'author': {
      const author = teamMemberById(row.authorId);
      return author ? <>{author.name}</> : none;
    }
    case 'month':
      return row.issueMonth ? (
        <time dateTime={row.issueMonth.slice(0, 7)}>{monthName(row.issueMonth, locale)}</time>
      ) : (
        none
      );
    case 'languages':
      return <Languages row={row} locale={locale} />;
    case 'updated':
      return <time dateTime={row.updatedAt}>{formatAdminDateTime(row.updatedAt, locale)}</time>;
  }
}

const nowrap = new Set<EntryColumn>(['published', 'date', 'updated']);

/**
 * Entries as a table (publications, blog posts, bulletins, or a mix on the dashboard): title
 * linking to its editor, then `columns`. From md up a table, which scrolls inside its own
 * keyboard-focusable frame when the columns do not fit; on a phone each entry is a block of
 * labelled lines, so nothing scrolls sideways there.
 */
export function EntriesTable({
  rows,
  caption,
  locale,
  showKind = false,
  columns = ['status', 'languages', 'updated'],
  categories = [],
}: {
  rows: AdminEntryRow[];
  caption: string;
  locale: Locale;
  /** A column naming each row's kind, for lists that mix them. */
  showKind?: boolean;
  columns?: EntryColumn[];
  /** The categories, to name a row's category. */
  categories?: Category[];
}) {
  const t = adminTranslator(locale);
  const shown: EntryColumn[] = showKind ? ['kind', ...columns] : columns;
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
            {['title', ...shown].map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(
                  (column === 'title'
                    ? 'lists.title'
                    : heading[column as EntryColumn]) as 'lists.title',
                )}
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
                <Link
                  href={adminEditPath(row.kind, row.id)}
                  className="text-ink-950 underline underline-offset-2 hover:text-ink-700"
                >
                  {rowTitle(row, locale)}
                </Link>
              </th>
              {shown.map((column) => (
                <td
                  key={column}
                  data-column={column}
                  className={`${phoneCell} ${nowrap.has(column) ? 'whitespace-nowrap max-md:whitespace-normal' : ''}`}
                >
                  <PhoneLabel>{t(heading[column] as 'lists.title')}</PhoneLabel>
                  <Cell column={column} row={row} locale={locale} categories={categories} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
