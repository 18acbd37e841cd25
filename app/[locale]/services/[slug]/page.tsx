import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { ServiceCards } from '@/components/services/service-cards';
import { ServiceDetail } from '@/components/services/service-detail';
import { toListItems } from '@/components/publications/entry-items';
import { ServiceTeam } from '@/components/team/service-team';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { listCategories, listLatestInCategory } from '@/lib/backend';
import type { Faq } from '@/lib/content/firm';
import { leadsOf } from '@/lib/content/team';
import { enterLocale } from '@/lib/i18n/locale-param';
import {
  isLocale,
  locales,
  pathFor,
  serviceBySlug,
  serviceKeys,
  serviceSlugs,
} from '@/lib/routing';
import { publicationsSearchParams } from '@/lib/publications/query';
import { localizedMetadata } from '@/lib/page-metadata';

// Only es and en, and only known slugs: anything else is unmatched and gets the 404 page.
export const dynamicParams = false;
// The area's latest publications come from the database: refreshed every five minutes, or at once
// when an admin's change expires the lists' tag (lib/publications/tags.ts).
export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    serviceKeys.map((key) => ({ locale, slug: serviceSlugs[key][locale] })),
  );
}

async function resolve(params: Params) {
  const { locale: rawLocale, slug } = await params;
  const locale = await enterLocale(Promise.resolve({ locale: rawLocale }));
  const service = isLocale(rawLocale) ? serviceBySlug(slug, locale) : undefined;
  if (!service) notFound();
  return { locale, service };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, service } = await resolve(params);
  const t = await getTranslations('Services');
  return localizedMetadata({
    route: { screen: 'service', service },
    locale,
    title: t(`${service}.name`),
    description: t(`${service}.metaDescription`),
  });
}

export default async function ServicePage({ params }: { params: Params }) {
  const { locale, service } = await resolve(params);
  const [t, tPage, tScreens, tTeam, tServiceTeam, latestCards, categories] = await Promise.all([
    getTranslations('Services'),
    getTranslations('ServicesPage'),
    getTranslations('Screens'),
    getTranslations('Team'),
    getTranslations('ServiceTeam'),
    // Categories of publications share the practice areas' keys (see the categories migration).
    listLatestInCategory(service, locale, 3),
    listCategories(),
  ]);
  const latest = await toListItems(latestCards, locale, categories);
  const leads = leadsOf(service).map((member) => ({
    id: member.id,
    name: member.name,
    role: tTeam(`roles.${member.role}`, { gender: member.gender }),
    href: pathFor({ screen: 'lawyer', lawyer: member.id }, locale),
    portrait: member.portrait,
  }));
  const allInAreaHref = `${pathFor({ screen: 'publications' }, locale)}${publicationsSearchParams({
    query: '',
    categories: [service],
    kinds: [],
    page: 1,
  })}`;
  const faq = t.raw(`${service}.faq`) as Faq[];
  const others = serviceKeys
    .filter((key) => key !== service)
    .map((key) => ({
      key,
      href: pathFor({ screen: 'service', service: key }, locale),
      name: t(`${key}.name`),
      summary: t(`${key}.summary`),
    }));
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };

  return (
    <>
      <JsonLd data={faqJsonLd} />
      <InnerPageHeader
        locale={locale}
        trail={[
          { name: tScreens('services'), path: pathFor({ screen: 'services' }, locale) },
          { name: t(`${service}.name`), path: pathFor({ screen: 'service', service }, locale) },
        ]}
        eyebrow={tScreens('services')}
        title={t(`${service}.name`)}
        lead={t(`${service}.summary`)}
      />
      <Container className="py-16 sm:py-20">
        <ServiceDetail
          labels={{
            consists: tPage('consists'),
            howWeHelp: tPage('howWeHelp'),
            whyChooseUs: tPage('whyChooseUs'),
            specificServices: tPage('specificServices'),
            faq: tPage('faq'),
            disclaimerTitle: tPage('disclaimerTitle'),
          }}
          intro={t(`${service}.intro`)}
          consists={t.raw(`${service}.consists`) as string[]}
          howWeHelp={t.raw(`${service}.howWeHelp`) as string[]}
          whyChooseUs={t.raw(`${service}.whyChooseUs`) as string[]}
          specificServices={t.raw(`${service}.specificServices`) as string[]}
          faq={faq}
          disclaimer={t(`${service}.disclaimer`)}
        />
      </Container>
      <ServiceTeam
        labels={{
          leadsTitle: tServiceTeam('leadsTitle'),
          latestTitle: tServiceTeam('latestTitle'),
          allInArea: tServiceTeam('allInArea'),
        }}
        leads={leads}
        latest={latest}
        allInAreaHref={allInAreaHref}
      />
      <section
        aria-labelledby="service-cta"
        className="bg-ink-900 py-14 text-white"
        data-print-hidden
      >
        <Container className="flex flex-col items-start gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="service-cta" className="text-2xl text-white sm:text-3xl">
              {tPage('ctaTitle')}
            </h2>
            <p className="mt-2 text-ink-100">{tPage('ctaText')}</p>
          </div>
          <ButtonLink href={pathFor({ screen: 'contact' }, locale)} variant="light">
            {tPage('ctaButton')}
          </ButtonLink>
        </Container>
      </section>
      <section aria-labelledby="other-services" className="py-16 sm:py-20" data-print-hidden>
        <Container>
          <h2 id="other-services" className="mb-10 text-2xl sm:text-3xl">
            {tPage('otherServices')}
          </h2>
          <ServiceCards services={others} linkLabel={tPage('viewService')} />
        </Container>
      </section>
    </>
  );
}
