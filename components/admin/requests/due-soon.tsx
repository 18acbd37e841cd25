import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import type { ClockedRow } from '@/lib/admin/requests/loaders';
import { dayInWords } from '@/lib/data-requests/format';
import { adminPaths, adminRequestPath, type Locale } from '@/lib/routing';
import { DaysLeft } from './requests-table';

/** The dashboard's open data requests due within 3 business days, or overdue, soonest first. */
export function RequestsDueSoon({ rows, locale }: { rows: ClockedRow[]; locale: Locale }) {
  const t = adminTranslator(locale);
  return (
    <section aria-labelledby="requests-due" className="mt-10" data-requests-due>
      <h2 id="requests-due" className="font-serif text-2xl">
        <Link href={adminPaths.requests} className="underline-offset-4 hover:underline">
          {t('requests.dashboardTitle')}
        </Link>
      </h2>
      <p className="mt-2 text-muted">{t('requests.dashboardIntro')}</p>
      {rows.length ? (
        <ul className="mt-4 space-y-2">
          {rows.map((row) => (
            <li key={row.id} className="border border-stone-line bg-white p-4">
              <Link
                href={adminRequestPath(row.id)}
                prefetch={false}
                className="font-semibold underline underline-offset-2"
              >
                {row.name}
              </Link>{' '}
              · {t(`requests.kinds.${row.kind}`)} ·{' '}
              <time dateTime={row.clock.dueDay}>{dayInWords(row.clock.dueDay, locale)}</time> ·{' '}
              <DaysLeft row={row} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 border border-stone-line bg-white p-6">{t('requests.dashboardEmpty')}</p>
      )}
    </section>
  );
}
