import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { RecognitionList } from '@/components/about/recognitions';
import { ClosingCtas } from '@/components/home/closing-ctas';
import { Hero } from '@/components/home/hero';
import { HowWeWorkSteps } from '@/components/home/how-we-work';
import { Stats } from '@/components/home/stats';
import { TeamTeaser } from '@/components/home/team-teaser';
import { ValuesList } from '@/components/home/values';
import { EntryList } from '@/components/publications/entry-list';
import { toListItems } from '@/components/publications/entry-items';
import { ServiceCards } from '@/components/services/service-cards';
import { ButtonLink } from '@/components/ui/button-link';
import { JsonLd } from '@/components/ui/json-ld';
import { Section } from '@/components/ui/section';
import { listCategories, listLatestEntries } from '@/lib/backend';
import { recognitionKeys, type TitledText } from '@/lib/content/firm';
import { teamMembers } from '@/lib/content/team';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { pathFor, serviceKeys, type Locale } from '@/lib/routing';
import { organizationJsonLd } from '@/lib/seo';
import { localizedMetadata } from '@/lib/page-metadata';
import { decadesSinceFounding, site } from '@/lib/site';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

// The latest legal updates change the page: it refreshes every five minutes
// (docs/product.md#limits-and-constants; Next.js needs the literal, not contentRevalidateSeconds).
export const revalidate = 300;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await enterLocale(params);
  const t = await getTranslations('Home');
  const title = `${site.name} | ${t('metaTitle')}`;
  const metadata = await localizedMetadata({
    route: { screen: 'home' },
    locale,
    title,
    description: t('metaDescription'),
  });
  return { ...metadata, title: { absolute: title } };
}

export default async function HomePage({ params }: { params: LocaleParams }) {
  const locale: Locale = await enterLocale(params);
  const [
    t,
    tPage,
    tServices,
    tServicesPage,
    tValues,
    tHow,
    tTeam,
    tRec,
    tPub,
    format,
    latest,
    categories,
  ] = await Promise.all([
    getTranslations('Home'),
    getTranslations('HomePage'),
    getTranslations('Services'),
    getTranslations('ServicesPage'),
    getTranslations('Values'),
    getTranslations('HowWeWork'),
    getTranslations('Team'),
    getTranslations('Recognitions'),
    getTranslations('Publications'),
    getFormatter(),
    listLatestEntries(locale, [], 3),
    listCategories(),
  ]);
  const latestItems = await toListItems(latest, locale, categories);
  const contactPath = pathFor({ screen: 'contact' }, locale);
  const stats = [
    {
      value: tPage('statsMore', { count: format.number(site.stats.successfulCases) }),
      label: t('stats.cases'),
    },
    {
      value: tPage('statsPercent', { count: site.stats.successRatePercent }),
      label: t('stats.successRate'),
    },
    { value: tPage('statsDecades', { count: decadesSinceFounding() }), label: t('stats.decades') },
  ];
  const services = serviceKeys.map((key) => ({
    key,
    href: pathFor({ screen: 'service', service: key }, locale),
    name: tServices(`${key}.name`),
    summary: tServices(`${key}.summary`),
  }));
  const partners = teamMembers
    .filter((member) => member.group === 'partners')
    .map((member) => ({
      id: member.id,
      name: member.name,
      role: tTeam(`roles.${member.role}`, { gender: member.gender }),
    }));
  const recognitions = recognitionKeys.map((key) => ({
    key,
    title: tRec(`${key}.title`),
    organization: tRec(`${key}.organization`),
    description: tRec(`${key}.description`),
  }));

  return (
    <>
      <JsonLd data={organizationJsonLd(locale, t('metaDescription'))} />
      <Hero
        eyebrow={t('heroEyebrow')}
        title={t('heroTitle')}
        text={t('heroText')}
        primary={{ href: contactPath, label: t('heroPrimary') }}
        secondary={{ href: pathFor({ screen: 'services' }, locale), label: t('heroSecondary') }}
      />
      <Stats title={t('statsTitle')} stats={stats} />
      <Section id="services" title={t('servicesTitle')} intro={t('servicesIntro')}>
        <ServiceCards services={services} linkLabel={tServicesPage('viewService')} />
        <div className="mt-10">
          <ButtonLink href={pathFor({ screen: 'services' }, locale)} variant="secondary">
            {t('servicesLink')}
          </ButtonLink>
        </div>
      </Section>
      {latestItems.length > 0 ? (
        <Section id="latest" tone="white" title={tPub('latestTitle')} intro={tPub('latestIntro')}>
          <EntryList items={latestItems} />
          <div className="mt-10">
            <ButtonLink href={pathFor({ screen: 'publications' }, locale)} variant="secondary">
              {tPub('allPublications')}
            </ButtonLink>
          </div>
        </Section>
      ) : null}
      <Section id="values" title={tValues('title')} intro={tValues('intro')}>
        <ValuesList items={tValues.raw('items') as TitledText[]} />
      </Section>
      <Section id="how-we-work" tone="ink" title={tHow('title')} intro={tHow('intro')}>
        <HowWeWorkSteps
          steps={tHow.raw('steps') as TitledText[]}
          ctaText={tHow('ctaText')}
          cta={{ href: contactPath, label: tHow('ctaButton') }}
        />
      </Section>
      <Section id="team" tone="white" title={t('teamTitle')} intro={t('teamText')}>
        <TeamTeaser
          people={partners}
          link={{ href: `${pathFor({ screen: 'about' }, locale)}#team`, label: t('teamLink') }}
        />
      </Section>
      <Section
        id="recognitions"
        tone="white"
        title={t('recognitionsTitle')}
        intro={t('recognitionsText')}
      >
        <RecognitionList items={recognitions} />
      </Section>
      <ClosingCtas
        updates={{
          title: t('newsletterTitle'),
          text: t('newsletterText'),
          href: pathFor({ screen: 'publications' }, locale),
          label: t('newsletterLink'),
        }}
        contact={{
          title: t('contactTitle'),
          text: t('contactText'),
          href: contactPath,
          label: t('contactLink'),
        }}
      />
    </>
  );
}
