import Link from 'next/link';
import { listQueryString } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { Dashboard } from '@/lib/admin/types';
import { entryKinds, type EntryKind } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';
import { primaryButton } from '@/components/admin/shell/buttons';
import { entryListPaths } from '@/components/admin/entries/entry-list-view';

const measures = ['published', 'drafts', 'scheduled'] as const;

/** The list filter each count stands for (lib/admin/entries/list.ts reads `?status=`). */
const statusOf = { published: 'published', drafts: 'draft', scheduled: 'scheduled' } as const;

/**
 * Per kind: how many are published, drafts and scheduled, each a link to its list filtered so,
 * with the whole list and a "new" button.
 */
export function DashboardCounts({
  counts,
  locale,
  kinds = entryKinds,
}: {
  counts: Dashboard['counts'];
  locale: Locale;
  /** The kinds the caller's role may open (an author: not bulletins). */
  kinds?: readonly EntryKind[];
}) {
  const t = adminTranslator(locale);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {kinds.map((kind) => (
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
                    <Link
                      href={`${entryListPaths[kind].list}${listQueryString({
                        status: statusOf[measure],
                        untranslated: false,
                      })}`}
                      aria-label={t('dashboard.countLink', {
                        count: counts[kind][measure],
                        measure: t(`dashboard.${measure}`),
                      })}
                      className="inline-flex min-h-11 min-w-11 items-center justify-end underline underline-offset-4 hover:text-ink-700"
                    >
                      {counts[kind][measure]}
                    </Link>
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
