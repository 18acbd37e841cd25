import { getTranslations } from 'next-intl/server';
import { Positions } from '@/components/careers/positions';
import { CareerFormSection } from '@/components/careers/career-form-section';
import { SiteToaster } from '@/components/publications/toaster';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { positionKeys } from '@/lib/content/firm';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { screenMetadata } from '@/lib/page-metadata';
import { site } from '@/lib/site';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = { screen: 'careers' } as const;

export const generateMetadata = screenMetadata(route, 'Careers');

export default async function CareersPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, tPage, tForms] = await Promise.all([
    getTranslations('Careers'),
    getTranslations('CareersPage'),
    getTranslations('Forms'),
  ]);
  const positions = positionKeys.map((key) => ({
    key,
    title: t(`positions.${key}.title`),
    description: t(`positions.${key}.description`),
    requirements: t.raw(`positions.${key}.requirements`) as string[],
  }));
  const mailto = `mailto:${site.careersEmail}?subject=${encodeURIComponent(tPage('emailSubject'))}`;
  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('heroText')} />
      <section aria-labelledby="philosophy" className="bg-white py-16 sm:py-20">
        <Container className="grid gap-8 lg:grid-cols-[1fr_2fr]">
          <h2 id="philosophy" className="text-3xl sm:text-4xl">
            {t('philosophyTitle')}
          </h2>
          <div className="space-y-5 text-lg leading-relaxed text-muted">
            {/* Keyed by position: these lists are fixed, and a key travels in the RSC payload, so
                the text as its own key was sent twice. */}
            {(t.raw('philosophy') as string[]).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>
      <Section id="positions" title={t('positionsTitle')}>
        <Positions positions={positions} requirementsLabel={t('requirementsLabel')} />
      </Section>
      <Section id="apply" tone="ink" title={t('howToApplyTitle')}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr] lg:items-end">
          <div className="space-y-4 text-lg leading-relaxed text-ink-100">
            {(t.raw('howToApply') as string[]).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div>
            <p className="text-xs font-semibold tracking-[0.16em] text-brass-300 uppercase">
              {tPage('emailLabel')}
            </p>
            <p className="mt-2 mb-6 font-serif text-xl break-words text-white">
              {site.careersEmail}
            </p>
            <ButtonLink href={mailto} external variant="light">
              {tPage('applyButton')}
            </ButtonLink>
          </div>
        </div>
      </Section>
      <section aria-labelledby="apply-form-title" className="bg-white py-16 sm:py-24">
        <Container className="max-w-3xl">
          <SiteToaster label={tForms('career.title')} />
          <h2 id="apply-form-title" className="text-3xl sm:text-4xl">
            {tForms('career.title')}
          </h2>
          <div className="mt-8">
            <CareerFormSection locale={locale} />
          </div>
        </Container>
      </section>
    </>
  );
}
