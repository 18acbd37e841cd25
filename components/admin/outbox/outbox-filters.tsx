import Link from 'next/link';
import { secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { adminTranslator } from '@/lib/admin/locale';
import type { OutboxPageData } from '@/lib/admin/outbox/loaders';
import { outboxStates } from '@/lib/admin/outbox/types';
import { adminPaths } from '@/lib/routing';
import { kindLabel } from './words';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

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
          <div>
            <label htmlFor="outbox-state" className={label}>
              {t('outbox.state')}
            </label>
            <select
              id="outbox-state"
              name="state"
              defaultValue={params.state ?? ''}
              className={inputClass}
            >
              <option value="">{t('outbox.stateAll')}</option>
              {outboxStates.map((state) => (
                <option key={state} value={state}>
                  {t(`outbox.states.${state}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="outbox-kind" className={label}>
              {t('outbox.kind')}
            </label>
            <select
              id="outbox-kind"
              name="kind"
              defaultValue={params.kind ?? ''}
              className={inputClass}
            >
              <option value="">{t('outbox.kindAll')}</option>
              {page.kinds.map((kind) => (
                <option key={kind} value={kind}>
                  {kindLabel(kind, locale)}
                </option>
              ))}
            </select>
          </div>
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
