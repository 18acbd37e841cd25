import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { SiteLink } from '@/components/ui/site-link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { NotFoundStatus } from '@/components/layout/not-found-page';
import { EntryList } from '@/components/publications/entry-list';
import { PreviewBanner } from '@/components/publications/preview-banner';
import { toListItems } from '@/components/publications/entry-items';
import { entryLabeler } from '@/components/publications/entry-meta';
import { BulletinPdfLink, bulletinPdfOf } from '@/components/publications/bulletin-pdf-link';
import { PublicationsDisclaimer } from '@/components/publications/disclaimer';
import { Share } from '@/components/publications/share';
import { SiteToaster } from '@/components/publications/toaster';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { pageTitleId } from '@/components/ui/page-header';
import { listCategories, listRelatedEntries, listSitemapEntries } from '@/lib/backend';
import { cardUrl, entryCard } from '@/lib/cards/model';
import { entryAuthor } from '@/lib/publications/author';
import { loadEntryPage } from '@/lib/publications/entry-read';
import { renderEntryHtml } from '@/lib/publications/html';
import { locales, pathFor } from '@/lib/routing';
import { localizedMetadata } from '@/lib/page-metadata';
import { site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';

type Params = Promise<{ locale: string; slug: string }>;

// Entries known at build time are prerendered; new ones render on first request. Both refresh
// every five minutes, or at once when an admin's change expires the entry's tags
// (lib/publications/tags.ts).
export const revalidate = 300;
export const dynamicParams = true;

export async function generateStaticParams() {
  const entries = await listSitemapEntries();
  return locales.flatMap((locale) =>
    entries.map((entry) => ({
      locale,
      slug: locale === 'en' ? (entry.slugs.en ?? entry.slugs.es) : entry.slugs.es,
    })),
  );
}

const load = async (params: Params) => {
  const { locale, slug } = await params;
  return loadEntryPage(locale, slug);
};

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const loaded = await load(params);
  if (!loaded.entry) {
    const t = await getTranslations('NotFound');
    return { title: loaded.removed ? t('removedTitle') : t('title'), robots: { index: false } };
  }
  const { locale, entry, route, preview } = loaded;
  const metadata = await localizedMetadata({
    route,
    locale,
    title: entry.seoTitle ?? entry.title,
    description: entry.seoDescription ?? entry.summary,
    card: await entryCard(entry, locale, await listCategories()),
  });
  const es = pathFor(route, 'es');
  return {
    ...metadata,
    // Without an English version the English page repeats the Spanish one: it points there, and
    // the Spanish page lists no English alternate.
    alternates: entry.slugs.en
      ? metadata.alternates
      : { canonical: es, languages: { es, 'x-default': es } },
    openGraph: {
      ...metadata.openGraph,
      type: 'article',
      publishedTime: entry.publishedAt,
      modifiedTime: entry.updatedAt,
    },
    // A draft preview is for the admin only.
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

export default async function EntryPage({ params }: { params: Params }) {
  const loaded = await load(params);
  // Redirected here only, not from the metadata too, which would send the header twice.
  if (!loaded.entry && loaded.movedTo) permanentRedirect(loaded.movedTo);
  if (!loaded.entry) {
    // The 404's words are the layout's (it stays when the not-found boundary takes over in the
    // browser); the page only makes the answer a 404. Draft mode renders per request and
    // streams, so there the status must be set before the first byte: a visitor holding the
    // preview cookie without an admin session gets the same 404 as everyone.
    if ((await draftMode()).isEnabled) notFound();
    return <NotFoundStatus />;
  }
  const { locale, entry, route, preview } = loaded;
  const [t, tScreens, tAuthor, categories, related] = await Promise.all([
    getTranslations('Publications'),
    getTranslations('Screens'),
    getTranslations('EntryAuthor'),
    listCategories(),
    entry.kind === 'bulletin' ? Promise.resolve([]) : listRelatedEntries(entry.id, locale, 3),
  ]);
  const [label, card] = await Promise.all([
    entryLabeler(locale, categories),
    entryCard(entry, locale, categories),
  ]);
  const path = pathFor(route, locale);
  const [items, relatedItems] = await Promise.all([
    toListItems(entry.items, locale, categories),
    toListItems(related, locale, categories),
  ]);
  const categoryLabel = label.category(entry.categoryId);
  const pdf = bulletinPdfOf(entry, locale);
  // The team member the editor chose: byline, profile link and structured data all name them.
  const author = entryAuthor(entry);
  const authorPath = author ? pathFor({ screen: 'lawyer', lawyer: author.id }, locale) : null;
  const article = {
    '@context': 'https://schema.org',
    '@type': entry.kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: entry.title,
    description: entry.summary,
    datePublished: entry.publishedAt,
    dateModified: entry.updatedAt,
    inLanguage: entry.translated ? locale : 'es',
    mainEntityOfPage: absoluteUrl(path),
    // The entry's social card, the picture its og:image names too.
    image: cardUrl(route, card),
    author:
      author && authorPath
        ? { '@type': 'Person', name: author.name, url: absoluteUrl(authorPath) }
        : { '@type': 'Organization', name: site.name },
    publisher: {
      '@type': 'Organization',
      name: site.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.svg') },
    },
    ...(categoryLabel ? { articleSection: categoryLabel } : {}),
  };

  return (
    <>
      {preview ? <PreviewBanner /> : null}
      <JsonLd data={article} />
      <SiteToaster label={t('share')} />
      {/* The publication, from its title to its share links: an article named by its <h1>. */}
      <article aria-labelledby={pageTitleId}>
        <InnerPageHeader
          locale={locale}
          trail={[
            { name: tScreens('publications'), path: pathFor({ screen: 'publications' }, locale) },
            { name: entry.title, path },
          ]}
          eyebrow={[label.kind(entry), categoryLabel].filter(Boolean).join(' · ')}
          title={entry.title}
          lead={entry.summary}
        />
        <Container className="py-14 sm:py-16">
          <div className="grid gap-12 lg:grid-cols-[1fr_18rem] lg:gap-16">
            <div lang={entry.translated ? undefined : 'es'} className="min-w-0">
              {!entry.translated ? (
                <p
                  lang={locale}
                  role="note"
                  className="mb-8 border-l-2 border-brass-500 bg-brass-100/60 px-5 py-4 text-sm text-ink-900"
                >
                  {t('untranslatedNotice')}
                </p>
              ) : null}
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" lang={locale}>
                <time dateTime={entry.publishedAt}>
                  {t('publishedOn', { date: label.date(entry.publishedAt) })}
                </time>
                {author && authorPath ? (
                  <span>
                    {tAuthor.rich('byline', {
                      name: author.name,
                      author: (chunks) => (
                        <SiteLink
                          href={authorPath}
                          className="font-semibold text-ink-800 underline underline-offset-4"
                        >
                          {chunks}
                        </SiteLink>
                      ),
                    })}
                  </span>
                ) : null}
              </p>
              <div
                className="entry-body mt-8"
                dangerouslySetInnerHTML={{
                  __html: renderEntryHtml(entry.body, (number) => t('tableName', { number })),
                }}
              />
              {entry.kind === 'bulletin' && items.length > 0 ? (
                <section aria-labelledby="bulletin-contents" className="mt-12" lang={locale}>
                  <h2 id="bulletin-contents" className="text-2xl">
                    {t('bulletinContents')}
                  </h2>
                  <div className="mt-4">
                    <EntryList items={items} />
                  </div>
                </section>
              ) : null}
              {pdf ? <BulletinPdfLink href={pdf.href} locale={locale} {...pdf.details} /> : null}
            </div>
            <aside
              aria-labelledby="share-title"
              className="space-y-6 lg:sticky lg:top-8 lg:self-start"
              data-print-hidden
            >
              <h2
                id="share-title"
                className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
              >
                {t('share')}
              </h2>
              <Share
                path={path}
                title={entry.title}
                label={entry.kind === 'bulletin' ? t('shareBulletin') : t('share')}
              />
              <p>
                <SiteLink
                  href={pathFor({ screen: 'publications' }, locale)}
                  className="text-sm font-semibold text-ink-800 underline underline-offset-4"
                >
                  {t('allPublications')}
                </SiteLink>
              </p>
            </aside>
          </div>
        </Container>
      </article>
      {relatedItems.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-white py-16" data-print-hidden>
          <Container>
            <h2 id="related-title" className="text-2xl sm:text-3xl">
              {t('relatedTitle')}
            </h2>
            <div className="mt-8">
              <EntryList items={relatedItems} />
            </div>
          </Container>
        </section>
      ) : null}
      <Container className="py-16">
        <PublicationsDisclaimer />
      </Container>
    </>
  );
}
