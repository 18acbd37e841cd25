import { secondaryButton } from '@/components/admin/shell/buttons';
import { FilterSelect, type FilterOption } from '@/components/admin/shell/filter-select';
import { inputClass } from '@/components/form-kit/fields';
import type { EntryListData } from '@/lib/admin/entries/loaders';
import { adminTranslator } from '@/lib/admin/locale';
import type { EntryKind } from '@/lib/publications/types';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * A list's filters and order as fields of its GET form (the title search's): status, category,
 * author, "no English" and the order, so a filtered list is a plain link that works without
 * JavaScript. Bulletins have no category or author.
 */
export function EntryFilters({ kind, list }: { kind: EntryKind; list: EntryListData }) {
  const { locale, params, categories, authors } = list;
  const t = adminTranslator(locale);
  const monthly = kind === 'bulletin';
  return (
    <fieldset className="mt-6 min-w-0 border border-stone-line bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">{t('lists.filtersTitle')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <FilterSelect
          name="status"
          label={t('lists.filterStatus')}
          value={params.status}
          all={t('lists.statusAll')}
          options={[
            ['draft', t('lists.statusDraft')],
            ['published', t('lists.statusPublished')],
            ['scheduled', t('lists.statusScheduled')],
          ]}
        />
        {monthly ? null : (
          <FilterSelect
            name="category"
            label={t('lists.filterCategory')}
            value={params.categoryId}
            all={t('lists.categoryAll')}
            options={categories.map((c): FilterOption => [c.id, c.label[locale]])}
          />
        )}
        {monthly ? null : (
          <FilterSelect
            name="author"
            label={t('lists.filterAuthor')}
            value={params.authorId}
            all={t('lists.authorAll')}
            options={authors.map((a): FilterOption => [a.id, a.name])}
          />
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-auto sm:min-w-80">
          <label htmlFor="filter-sort" className={label}>
            {t('lists.sort')}
          </label>
          <select
            id="filter-sort"
            name="sort"
            defaultValue={monthly && params.sort === 'newest' ? '' : (params.sort ?? '')}
            className={inputClass}
          >
            {/* The empty value is each list's own default order. */}
            {monthly ? null : <option value="">{t('lists.sortUpdated')}</option>}
            <option value={monthly ? '' : 'newest'}>
              {t(monthly ? 'lists.sortNewestMonth' : 'lists.sortNewest')}
            </option>
            <option value="oldest">
              {t(monthly ? 'lists.sortOldestMonth' : 'lists.sortOldest')}
            </option>
            {monthly ? <option value="updated">{t('lists.sortUpdated')}</option> : null}
          </select>
        </div>

        <label htmlFor="filter-untranslated" className="flex min-h-11 items-center gap-2 text-sm">
          <input
            id="filter-untranslated"
            type="checkbox"
            name="untranslated"
            value="1"
            defaultChecked={params.untranslated}
            className="size-5 accent-ink-900"
          />
          {t('lists.filterUntranslated')}
        </label>
        <button type="submit" className={secondaryButton}>
          {t('lists.apply')}
        </button>
      </div>
    </fieldset>
  );
}
