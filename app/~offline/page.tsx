import { getTranslations } from 'next-intl/server';
import { Logo } from '@/components/layout/logo';
import { RetryButton } from '@/components/pwa/retry-button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';
import { locales, pathFor } from '@/lib/routing';

/**
 * The page the service worker answers with when a page can be neither fetched nor found in its
 * cache. It is precached, so it speaks both languages: Spanish first (the default), then English.
 */
export default async function OfflinePage() {
  const texts = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'Offline' }),
    })),
  );
  return (
    <>
      <header className="border-b border-stone-line bg-white">
        <Container className="flex h-20 items-center">
          <a href={pathFor({ screen: 'home' }, 'es')} className="text-ink-900">
            <Logo />
          </a>
        </Container>
      </header>
      <main id="main" className="relative flex-1 overflow-hidden">
        <SealPattern className="pointer-events-none absolute top-1/2 -right-32 h-[32rem] w-[32rem] -translate-y-1/2 text-ink-100" />
        <Container className="relative grid gap-14 py-20 sm:py-28 md:grid-cols-2">
          {texts.map(({ locale, t }, index) => {
            const Heading = index === 0 ? 'h1' : 'h2';
            return (
              <section key={locale} lang={locale} aria-labelledby={`offline-${locale}`}>
                <Heading id={`offline-${locale}`} className="text-4xl sm:text-5xl">
                  {t('title')}
                </Heading>
                <p className="mt-5 max-w-md text-lg leading-relaxed text-muted">{t('text')}</p>
                <div className="mt-8 flex flex-col gap-4 sm:flex-row">
                  <RetryButton>{t('retry')}</RetryButton>
                  <ButtonLink href={pathFor({ screen: 'home' }, locale)} variant="secondary">
                    {t('home')}
                  </ButtonLink>
                </div>
              </section>
            );
          })}
        </Container>
      </main>
    </>
  );
}
