import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { Container } from '@/components/ui/container';
import { isLocale, pathFor } from '@/lib/routing';

const bar = 'block animate-pulse bg-ink-100';

/**
 * What a publications search shows while its results render: the page's real header, then the
 * search box and result cards at their final sizes (a search shows no bulletins), so nothing
 * moves when the results replace it. Without JavaScript the results show in its place all the
 * same (app/globals.css, `data-search-skeleton`).
 */
export async function SearchSkeleton() {
  const requested = await rootLocale();
  const locale = isLocale(requested) ? requested : 'es';
  const [t, tLoading] = await Promise.all([
    getTranslations('Publications'),
    getTranslations('Loading'),
  ]);
  return (
    <div data-search-skeleton>
      <InnerPageHeader
        locale={locale}
        trail={[{ name: t('title'), path: pathFor({ screen: 'publications' }, locale) }]}
        title={t('title')}
        lead={t('lead')}
      />
      <Container className="py-16">
        <div role="status" aria-live="polite">
          <span className="sr-only">{tLoading('publications')}</span>
          <div aria-hidden="true">
            <div className="border border-stone-edge bg-white p-6 sm:p-8">
              <span className={`${bar} h-8 w-48`} />
              <div className="mt-6 grid gap-5 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
                {[0, 1, 2].map((field) => (
                  <div key={field}>
                    <span className={`${bar} mb-2 h-4 w-24`} />
                    <span className={`${bar} h-11 w-full`} />
                  </div>
                ))}
                <span className={`${bar} h-11 w-28`} />
              </div>
            </div>
            <div className="mt-12">
              <span className={`${bar} h-8 w-64 max-w-full`} />
              <ul className="mt-6 divide-y divide-stone-line border-y border-stone-line">
                {[0, 1, 2, 3].map((item) => (
                  <li key={item} className="py-7">
                    <span className={`${bar} h-5 w-56 max-w-full`} />
                    <span className={`${bar} mt-4 h-7 w-4/5`} />
                    <span className={`${bar} mt-3 h-4 w-full`} />
                    <span className={`${bar} mt-2 h-4 w-3/5`} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </Container>
    </div>
  );
}
