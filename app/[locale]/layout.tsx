import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SitePwa } from '@/components/pwa/site-pwa';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { locales, type Locale } from '@/lib/routing';
import { brandColors, site } from '@/lib/site';
import { siteUrl } from '@/lib/site-url';
import { fontVariables } from '../fonts';
import '../globals.css';

// Only the two languages exist. Each page that has no parameter of its own says so with
// `dynamicParams = false`, so any other first segment is unmatched and gets the 404 page. Not
// here: a layout's `false` would hold for every page below it, and the publication and search
// pages must render parameters the build did not know (new entries, any search).
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale === 'en' ? 'en' : 'es', namespace: 'Metadata' });
  return {
    metadataBase: siteUrl(),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: t('siteDescription'),
    applicationName: site.name,
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  themeColor: brandColors.navy,
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({
  children,
  toggle,
  params,
}: {
  children: ReactNode;
  /** The header's language toggle (app/[locale]/@toggle): an entry page names its counterpart. */
  toggle: ReactNode;
  params: LocaleParams;
}) {
  const locale = await enterLocale(params);
  // Next.js renders a root layout that has a second slot (`@toggle`) twice: once for the page,
  // and once more around not-found.tsx, without its slots, as the fallback for a notFound() thrown
  // outside every page's own boundary (vercel/next.js#76410). That copy travels in every page's
  // RSC payload (about 13 kB: header, footer and newsletter form again). Here nothing outside the
  // pages throws notFound() (the toggle slot never does), so the copy is only the 404 content.
  if (toggle === undefined) return <FallbackDocument locale={locale}>{children}</FallbackDocument>;
  return (
    <html lang={locale} className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        <SiteHeader locale={locale} languageToggle={toggle} />
        <SitePwa />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}

/** The document of the layout's not-found fallback: the 404 content alone (see above). */
function FallbackDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={locale} className={fontVariables}>
      <body className="flex min-h-screen flex-col">
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </body>
    </html>
  );
}
