import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import type { Dashboard } from '@/lib/admin/types';
import { entryKinds } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { primaryButton } from '@/components/admin/shell/buttons';
import { entryListPaths } from '@/components/admin/entries/entry-list-view';

const measures = ['published', 'drafts', 'scheduled'] as const;

/** Per kind: how many are published, drafts and scheduled, with its list and a "new" button. */
export function DashboardCounts({
  counts,
  locale,
}: {
  counts: Dashboard['counts'];
  locale: Locale;
}) {
  const t = adminTranslator(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {entryKinds.map((kind) => (
        <li key={kind}>
          <section
            aria-labelledby={`count-${kind}`}
            className="flex h-full flex-col border border-stone-line bg-white p-6"
          >
            <h3 id={`count-${kind}`} className="font-serif text-2xl">
              {t(`lists.kinds.${kind}`)}
            </h3>
            <dl className="mt-4 divide-y divide-stone-line border-y border-stone-line">
              {measures.map((measure) => (
                <div
                  key={measure}
                  data-count={measure}
                  className="flex items-baseline justify-between gap-4 py-2"
                >
                  <dt className="text-sm text-muted">{t(`dashboard.${measure}`)}</dt>
                  <dd className="font-serif text-2xl text-ink-950 tabular-nums">
                    {counts[kind][measure]}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-auto flex flex-wrap gap-3 pt-6">
              <Link href={entryListPaths[kind].create} className={primaryButton}>
                {t(`lists.new.${kind}`)}
              </Link>
              <Link
                href={entryListPaths[kind].list}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-900 underline underline-offset-4"
              >
                {t(`lists.viewAll.${kind}`)}
              </Link>
            </div>
          </section>
        </li>
      ))}
    </ul>
  );
}
