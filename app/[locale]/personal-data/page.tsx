import { getTranslations } from 'next-intl/server';
import { DataRequestFormSection } from '@/components/data-requests/data-request-form-section';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { SiteToaster } from '@/components/publications/toaster';
import { Container } from '@/components/ui/container';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { screenMetadata } from '@/lib/page-metadata';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = { screen: 'dataRequests' } as const;

export const generateMetadata = screenMetadata(route, 'DataRequestPage');

/** /datos-personales, /en/personal-data: the channel for data subjects' requests and their terms. */
export default async function DataRequestPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const t = await getTranslations('DataRequestPage');
  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('lead')} />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <section
          aria-labelledby="request-title"
          className="border border-stone-edge bg-white p-6 sm:p-10"
        >
          <SiteToaster label={t('formTitle')} />
          <h2 id="request-title" className="text-3xl">
            {t('formTitle')}
          </h2>
          <p className="mt-4 mb-8 leading-relaxed text-muted">{t('formIntro')}</p>
          <DataRequestFormSection locale={locale} />
        </section>
        <section aria-labelledby="terms-title">
          <h2 id="terms-title" className="text-3xl">
            {t('termsTitle')}
          </h2>
          <ul className="mt-6 space-y-4 leading-relaxed">
            {(t.raw('terms') as string[]).map((line) => (
              <li key={line} className="border-l-2 border-brass-500 pl-4">
                {line}
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
