import Link from 'next/link';
import { secondaryButton } from '@/components/admin/shell/buttons';
import { FilterSelect } from '@/components/admin/shell/filter-select';
import { adminTranslator } from '@/lib/admin/locale';
import type { OutboxPageData } from '@/lib/admin/outbox/loaders';
import { outboxStates } from '@/lib/admin/outbox/types';
import { adminPaths } from '@/lib/routing';
import { kindLabel } from './words';

/** The outbox's filters as a plain GET form (a filtered view is a link; no JavaScript needed). */
export function OutboxFilters({ data }: { data: OutboxPageData }) {
  const { locale, params, page } = data;
  const t = adminTranslator(locale);
  return (
    <form action={adminPaths.outbox} method="get" className="mt-6">
      <fieldset className="min-w-0 border border-stone-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">
          {t('outbox.filtersTitle')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FilterSelect
            id="outbox-state"
            name="state"
            value={params.state}
            label={t('outbox.state')}
            all={t('outbox.stateAll')}
            options={outboxStates.map((state) => [state, t(`outbox.states.${state}`)])}
          />
          <FilterSelect
            id="outbox-kind"
            name="kind"
            value={params.kind}
            label={t('outbox.kind')}
            all={t('outbox.kindAll')}
            options={page.kinds.map((kind) => [kind, kindLabel(kind, locale)])}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={secondaryButton}>
            {t('outbox.apply')}
          </button>
          <Link href={adminPaths.outbox} className="font-semibold underline underline-offset-2">
            {t('outbox.clear')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
