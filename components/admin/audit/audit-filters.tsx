import Link from 'next/link';
import { FilterSelect } from '@/components/admin/shell/filter-select';
import { secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import type { AuditPageData } from '@/lib/admin/audit/loaders';
import { adminTranslator } from '@/lib/admin/locale';
import { auditActions } from '@/lib/audit/actions';
import { adminPaths } from '@/lib/routing';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * The trail's filters as a plain GET form (a filtered view is a link, and works without
 * JavaScript): person, action, and a range of days in Bogotá time. A target chosen by a history
 * link rides along as a hidden field.
 */
export function AuditFilters({ data }: { data: AuditPageData }) {
  const { locale, query, page } = data;
  const { params } = query;
  const t = adminTranslator(locale);
  return (
    <form action={adminPaths.audit} method="get" className="mt-6">
      <fieldset className="min-w-0 border border-stone-line bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-ink-900">
          {t('audit.filtersTitle')}
        </legend>
        {params.target ? <input type="hidden" name="target" value={params.target} /> : null}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FilterSelect
            id="audit-person"
            name="person"
            value={params.person}
            label={t('audit.person')}
            all={t('audit.personAll')}
            options={page.actors.map((actor) => [actor.id, actor.email])}
          />
          <FilterSelect
            id="audit-action"
            name="action"
            value={params.action}
            label={t('audit.action')}
            all={t('audit.actionAll')}
            options={auditActions.map((action) => [action, t(`audit.actions.${action}`)])}
          />
          {(['from', 'to'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`audit-${name}`} className={label}>
                {t(`audit.${name}`)}
              </label>
              <input
                id={`audit-${name}`}
                type="date"
                name={name}
                defaultValue={params[name] ?? ''}
                className={inputClass}
              />
            </div>
          ))}
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className={secondaryButton}>
            {t('audit.apply')}
          </button>
          <Link href={adminPaths.audit} className="font-semibold underline underline-offset-2">
            {t('audit.clear')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
