import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeaderLanguageToggle } from '@/components/layout/header-language-toggle';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';
import { homeLinkFor, locales, pathFor } from '@/lib/routing';
import { site } from '@/lib/site';
import { sans, serif } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  title: `Página no encontrada · Page not found | ${site.name}`,
  robots: { index: false },
};

/**
 * The 404 page of every unmatched URL. It is rendered once, outside any [locale], so it speaks
 * both languages: Spanish first (the default), then English, each linking its own home. It cannot
 * see the path, so /en/… gets it too (see the README on an English-first 404).
 */
export default async function GlobalNotFound() {
  const texts = await Promise.all(
    locales.map(async (locale) => ({
      locale,
      t: await getTranslations({ locale, namespace: 'NotFound' }),
    })),
  );
  return (
    <html lang="es" className={`${serif.variable} ${sans.variable}`}>
      <body className="flex min-h-screen flex-col">
        {/* The site's own header and footer, so a lost visitor can navigate on from here. */}
        <SiteHeader locale="es" languageToggle={<HeaderLanguageToggle locale="es" />} />
        <main id="main" className="relative flex-1 overflow-hidden">
          <SealPattern className="pointer-events-none absolute top-1/2 -right-32 h-[32rem] w-[32rem] -translate-y-1/2 text-ink-100" />
          <Container className="relative py-20 sm:py-28">
            <p className="font-serif text-6xl text-brass-700" aria-hidden="true">
              404
            </p>
            <div className="mt-6 grid gap-14 md:grid-cols-2">
              {texts.map(({ locale, t }, index) => (
                <section key={locale} lang={locale} aria-labelledby={`not-found-${locale}`}>
                  {index === 0 ? (
                    <h1 id={`not-found-${locale}`} className="text-4xl sm:text-5xl">
                      {t('title')}
                    </h1>
                  ) : (
                    <h2 id={`not-found-${locale}`} className="text-4xl sm:text-5xl">
                      {t('title')}
                    </h2>
                  )}
                  <p className="mt-5 max-w-md text-lg leading-relaxed text-muted">{t('text')}</p>
                  <div className="mt-8 flex flex-col gap-4 sm:flex-row">
                    <ButtonLink href={homeLinkFor(locale)}>{t('home')}</ButtonLink>
                    <ButtonLink href={pathFor({ screen: 'siteMap' }, locale)} variant="secondary">
                      {t('siteMap')}
                    </ButtonLink>
                  </div>
                </section>
              ))}
            </div>
          </Container>
        </main>
        <SiteFooter locale="es" />
      </body>
    </html>
  );
}
