import { secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import type { EntryListData } from '@/lib/admin/entries/loaders';
import { adminTranslator } from '@/lib/admin/locale';
import type { EntryKind } from '@/lib/publications/types';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/** An option of a filter: its value in the URL, and its words. */
type Option = [value: string, text: string];

/** One filter of the list: a labelled select of the GET form, its first option "all" (''). */
function FilterSelect(props: { name: string; label: string; value?: string; options: Option[] }) {
  const id = `filter-${props.name}`;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {props.label}
      </label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} className={inputClass}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

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
          options={[
            ['', t('lists.statusAll')],
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
            options={[
              ['', t('lists.categoryAll')],
              ...categories.map((c): Option => [c.id, c.label[locale]]),
            ]}
          />
        )}
        {monthly ? null : (
          <FilterSelect
            name="author"
            label={t('lists.filterAuthor')}
            value={params.authorId}
            options={[['', t('lists.authorAll')], ...authors.map((a): Option => [a.id, a.name])]}
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
