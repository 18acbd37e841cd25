import { getTranslations } from 'next-intl/server';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { ServiceCards } from '@/components/services/service-cards';
import { Container } from '@/components/ui/container';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { pathFor, serviceKeys } from '@/lib/routing';
import { screenMetadata } from '@/lib/page-metadata';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = { screen: 'services' } as const;

export const generateMetadata = screenMetadata(route, 'ServicesPage');

export default async function ServicesPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, tServices] = await Promise.all([
    getTranslations('ServicesPage'),
    getTranslations('Services'),
  ]);
  const services = serviceKeys.map((key) => ({
    key,
    href: pathFor({ screen: 'service', service: key }, locale),
    name: tServices(`${key}.name`),
    summary: tServices(`${key}.summary`),
  }));
  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('lead')} />
      <section aria-label={t('title')} className="py-16 sm:py-24">
        <Container>
          <ServiceCards services={services} linkLabel={t('viewService')} headingLevel={2} />
        </Container>
      </section>
    </>
  );
}
