import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';
import { homeLinkFor, otherLocale, pathFor, type Locale } from '@/lib/routing';

/**
 * The body of every 404 page: the page's language first (its h1), then the other one, each
 * linking its own home and site map. A lost visitor may not read the language of the path they
 * mistyped, so both are always there. At the address of a publication that was `removed` (in the
 * trash) it says so instead, and links the publications first.
 */
export async function NotFoundContent({
  locale,
  removed = false,
}: {
  locale: Locale;
  removed?: boolean;
}) {
  const texts = await Promise.all(
    [locale, otherLocale(locale)].map(async (language) => ({
      language,
      t: await getTranslations({ locale: language, namespace: 'NotFound' }),
    })),
  );
  return (
    <div className="relative overflow-hidden">
      <SealPattern className="pointer-events-none absolute top-1/2 -right-32 h-[32rem] w-[32rem] -translate-y-1/2 text-ink-100" />
      <Container className="relative py-20 sm:py-28">
        <p className="font-serif text-6xl text-brass-700" aria-hidden="true">
          404
        </p>
        <div className="mt-6 grid gap-14 md:grid-cols-2">
          {texts.map(({ language, t }, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            return (
              <section key={language} lang={language} aria-labelledby={`not-found-${language}`}>
                <Heading id={`not-found-${language}`} className="text-4xl sm:text-5xl">
                  {removed ? t('removedTitle') : t('title')}
                </Heading>
                <p className="mt-5 max-w-md text-lg leading-relaxed text-muted">
                  {removed ? t('removedText') : t('text')}
                </p>
                <div className="mt-8 flex flex-col flex-wrap gap-4 sm:flex-row">
                  {removed ? (
                    <ButtonLink href={pathFor({ screen: 'publications' }, language)}>
                      {t('publications')}
                    </ButtonLink>
                  ) : null}
                  <ButtonLink
                    href={homeLinkFor(language)}
                    variant={removed ? 'secondary' : undefined}
                  >
                    {t('home')}
                  </ButtonLink>
                  <ButtonLink href={pathFor({ screen: 'siteMap' }, language)} variant="secondary">
                    {t('siteMap')}
                  </ButtonLink>
                </div>
              </section>
            );
          })}
        </div>
      </Container>
    </div>
  );
}
