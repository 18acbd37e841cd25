import { secondaryButton } from '@/components/admin/shell/buttons';
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
        <div>
          <label htmlFor="filter-status" className={label}>
            {t('lists.filterStatus')}
          </label>
          <select
            id="filter-status"
            name="status"
            defaultValue={params.status ?? ''}
            className={inputClass}
          >
            <option value="">{t('lists.statusAll')}</option>
            <option value="draft">{t('lists.statusDraft')}</option>
            <option value="published">{t('lists.statusPublished')}</option>
            <option value="scheduled">{t('lists.statusScheduled')}</option>
          </select>
        </div>
        {monthly ? null : (
          <div>
            <label htmlFor="filter-category" className={label}>
              {t('lists.filterCategory')}
            </label>
            <select
              id="filter-category"
              name="category"
              defaultValue={params.categoryId ?? ''}
              className={inputClass}
            >
              <option value="">{t('lists.categoryAll')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.label[locale]}
                </option>
              ))}
            </select>
          </div>
        )}
        {monthly ? null : (
          <div>
            <label htmlFor="filter-author" className={label}>
              {t('lists.filterAuthor')}
            </label>
            <select
              id="filter-author"
              name="author"
              defaultValue={params.authorId ?? ''}
              className={inputClass}
            >
              <option value="">{t('lists.authorAll')}</option>
              {authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
          </div>
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
