import { getTranslations } from 'next-intl/server';
import { ContactDetails } from '@/components/contact/contact-details';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { ContactFormSection } from '@/components/contact/contact-form-section';
import { SiteToaster } from '@/components/publications/toaster';
import { Container } from '@/components/ui/container';
import { SealPattern } from '@/components/ui/pattern';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { screenMetadata } from '@/lib/page-metadata';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = { screen: 'contact' } as const;

export const generateMetadata = screenMetadata(route, 'ContactPage');

export default async function ContactPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, tForms] = await Promise.all([getTranslations('ContactPage'), getTranslations('Forms')]);
  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('lead')} />
      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <section
          aria-labelledby="write-title"
          className="border border-stone-edge bg-white p-6 sm:p-10"
        >
          <SiteToaster label={tForms('contact.title')} />
          <h2 id="write-title" className="text-3xl">
            {tForms('contact.title')}
          </h2>
          <p className="mt-4 mb-8 leading-relaxed text-muted">{t('writeText')}</p>
          <ContactFormSection locale={locale} />
        </section>
        <div className="space-y-12">
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="text-3xl">
              {t('detailsTitle')}
            </h2>
            <div className="mt-8">
              <ContactDetails />
            </div>
          </section>
          <section
            aria-labelledby="visit-title"
            className="relative overflow-hidden bg-ink-900 p-8 text-ink-100"
          >
            <SealPattern className="absolute -right-16 -bottom-20 h-64 w-64 text-brass-300/20" />
            <h2 id="visit-title" className="relative text-2xl text-white">
              {t('visitTitle')}
            </h2>
            <p className="relative mt-3 leading-relaxed">{t('visitText')}</p>
          </section>
        </div>
      </Container>
    </>
  );
}
