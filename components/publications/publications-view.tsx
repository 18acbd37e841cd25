import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { BulletinList } from '@/components/publications/bulletin-list';
import { EntryList } from '@/components/publications/entry-list';
import { toListItems } from '@/components/publications/entry-items';
import { PublicationsDisclaimer } from '@/components/publications/disclaimer';
import { Pagination } from '@/components/publications/pagination';
import { ScrollToResults } from '@/components/publications/scroll-to-results';
import { SearchForm } from '@/components/publications/search-form';
import { SiteToaster } from '@/components/publications/toaster';
import { Container } from '@/components/ui/container';
import type { PublicationsList } from '@/lib/publications/list';
import { publicationsSearchParams } from '@/lib/publications/query';
import { feedPathFor, pathFor, type Locale } from '@/lib/routing';
import { localizedMetadata } from '@/lib/page-metadata';

const route = { screen: 'publications' } as const;

/** The results section's id: searches and page links land there, not at the top. */
const resultsId = 'results';

/** The list's metadata; a search (`searched`) is crawled for its links but never indexed. */
export async function publicationsMetadata(locale: Locale, searched: boolean): Promise<Metadata> {
  const t = await getTranslations('Publications');
  const metadata = await localizedMetadata({
    route,
    locale,
    title: t('title'),
    description: t('metaDescription'),
  });
  return {
    ...metadata,
    robots: searched ? { index: false, follow: true } : undefined,
    alternates: {
      ...metadata.alternates,
      types: { 'application/rss+xml': [{ url: feedPathFor(locale), title: t('rssTitle') }] },
    },
  };
}

/**
 * The publications list (bulletins, search form, results, disclaimer) as the route read it
 * (lib/publications/list.ts). A search shows its results without the bulletins above them.
 */
export async function PublicationsView({
  locale,
  list,
}: {
  locale: Locale;
  list: PublicationsList;
}) {
  const { categories, query, askedPage, filtered, pages, result, bulletins } = list;
  const [t, tResults, items] = await Promise.all([
    getTranslations('Publications'),
    getTranslations('PublicationsResults'),
    toListItems(result.items, locale, categories),
  ]);
  const listPath = pathFor(route, locale);
  const resultsPath = (page: number) =>
    `${listPath}${publicationsSearchParams(query, { page })}#${resultsId}`;

  return (
    <>
      <InnerPageHeader
        locale={locale}
        trail={[{ name: t('title'), path: listPath }]}
        title={t('title')}
        lead={t('lead')}
      />
      <SiteToaster label={t('share')} />
      {filtered ? null : (
        <section aria-labelledby="bulletins-title" className="bg-white py-16">
          <Container>
            <h2 id="bulletins-title" className="text-3xl">
              {t('bulletinsTitle')}
            </h2>
            <p className="mt-3 max-w-3xl text-lg text-muted">{t('bulletinsIntro')}</p>
            <div className="mt-10">
              <BulletinList bulletins={bulletins} locale={locale} categories={categories} />
            </div>
          </Container>
        </section>
      )}
      <Container className="py-16">
        <SearchForm
          action={`${listPath}#${resultsId}`}
          clearHref={listPath}
          locale={locale}
          query={query}
          categories={categories}
          counts={result}
          showClear={filtered}
        />
        {/* A search lands here (the form's action and the page links end in #results), with
            the heading saying how many matched. */}
        <section id={resultsId} aria-labelledby="results-title" className="mt-12">
          <ScrollToResults id={resultsId} />
          <h2 id="results-title" className="text-2xl">
            {filtered
              ? query.query
                ? t('resultCountFor', { count: result.total, query: query.query })
                : t('resultCount', { count: result.total })
              : t('resultsTitle')}
          </h2>
          {filtered ? null : (
            <p className="mt-2 text-muted">{t('resultCount', { count: result.total })}</p>
          )}
          {askedPage > query.page ? (
            <p
              role="note"
              className="mt-4 border-l-2 border-brass-500 bg-brass-100/60 px-5 py-4 text-sm text-ink-900"
            >
              {tResults('pageBeyondLast', { page: askedPage, last: query.page })}
            </p>
          ) : null}
          {items.length > 0 ? (
            <div className="mt-6">
              <EntryList items={items} />
              <Pagination
                page={query.page}
                pages={pages}
                hrefFor={resultsPath}
                labels={{
                  nav: t('pagination'),
                  previous: t('previous'),
                  next: t('next'),
                  pageOf: t('pageOf', { page: query.page, pages }),
                  goTo: (page) => t('goToPage', { page }),
                }}
              />
            </div>
          ) : (
            <div className="mt-6 border border-dashed border-ink-900/25 p-10 text-center">
              <p className="font-serif text-xl text-ink-950">{t('noResultsTitle')}</p>
              <p className="mx-auto mt-3 max-w-xl text-muted">{t('noResultsText')}</p>
            </div>
          )}
          <p className="mt-8 text-sm">
            <a href={feedPathFor(locale)} className="text-ink-800 underline underline-offset-4">
              {t('rss')}
            </a>
          </p>
        </section>
        <div className="mt-16">
          <PublicationsDisclaimer />
        </div>
      </Container>
    </>
  );
}
