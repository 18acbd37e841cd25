import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { searchableKinds, type Category, type SearchResult } from '@/lib/publications/types';
import type { PublicationsQuery } from '@/lib/publications/query';
import type { Locale } from '@/lib/routing';

type SearchFormProps = {
  action: string;
  /** The list without any filter. */
  clearHref: string;
  locale: Locale;
  query: PublicationsQuery;
  categories: readonly Category[];
  counts: Pick<SearchResult, 'byCategory' | 'byKind'>;
  showClear: boolean;
};

const field =
  'min-h-11 w-full border border-ink-900/60 bg-white px-3 text-ink-950 focus:border-ink-900';
const labelClass = 'mb-2 block text-xs font-semibold tracking-[0.14em] text-ink-700 uppercase';

/** Search box and filters as a plain GET form: the server renders the results, script or not. */
export async function SearchForm({
  action,
  clearHref,
  locale,
  query,
  categories,
  counts,
  showClear,
}: SearchFormProps) {
  const t = await getTranslations('Publications');
  return (
    <form
      action={action}
      method="get"
      role="search"
      aria-labelledby="search-title"
      className="border border-stone-edge bg-white p-6 sm:p-8"
    >
      <h2 id="search-title" className="text-2xl">
        {t('searchTitle')}
      </h2>
      <div className="mt-6 grid gap-5 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
        <div>
          <label htmlFor="q" className={labelClass}>
            {t('searchLabel')}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={query.query}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            className={field}
          />
        </div>
        <div>
          <label htmlFor="category" className={labelClass}>
            {t('categoryLabel')}
          </label>
          <select
            id="category"
            name="category"
            defaultValue={query.categories[0] ?? ''}
            className={field}
          >
            <option value="">{t('allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {t('optionCount', {
                  label: category.label[locale],
                  count: counts.byCategory[category.id] ?? 0,
                })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="type" className={labelClass}>
            {t('typeLabel')}
          </label>
          <select id="type" name="type" defaultValue={query.kinds[0] ?? ''} className={field}>
            <option value="">{t('allTypes')}</option>
            {searchableKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t('optionCount', {
                  label: t(`typeFilter.${kind}`),
                  count: counts.byKind[kind] ?? 0,
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-3">
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center border border-ink-900 bg-ink-900 px-6 text-sm font-semibold text-white hover:bg-ink-700"
          >
            {t('searchButton')}
          </button>
        </div>
      </div>
      {showClear ? (
        <p className="mt-4">
          <SiteLink
            href={clearHref}
            className="text-sm font-semibold text-ink-800 underline underline-offset-4"
          >
            {t('clearFilters')}
          </SiteLink>
        </p>
      ) : null}
    </form>
  );
}
