import type { Metadata } from 'next';
import { SiteLink } from '@/components/ui/site-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { EntryList } from '@/components/publications/entry-list';
import { toListItems } from '@/components/publications/entry-items';
import { LawyerContact } from '@/components/team/lawyer-contact';
import {
  EducationList,
  LawyerFacts,
  PracticeAreaLinks,
} from '@/components/team/lawyer-credentials';
import { Portrait } from '@/components/team/portrait';
import { profileText } from '@/components/team/profile-text';
import { Container } from '@/components/ui/container';
import { JsonLd } from '@/components/ui/json-ld';
import { listCategories, listEntriesByAuthor } from '@/lib/backend';
import { formatPhone, teamMemberById, teamMembers } from '@/lib/content/team';
import { splitName } from '@/lib/content/vcard';
import { enterLocale } from '@/lib/i18n/locale-param';
import { lawyerBySlug, locales, pathFor, vcardPathFor } from '@/lib/routing';
import { personJsonLd } from '@/lib/seo';
import { localizedMetadata } from '@/lib/page-metadata';

// Every lawyer in both languages is prerendered; any other slug is unmatched and gets the 404
// page. Their publications come from the database: refreshed every five minutes, or at once when
// an admin's change expires the lists' tag (lib/publications/tags.ts).
export const dynamicParams = false;
export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export function generateStaticParams() {
  return locales.flatMap((locale) => teamMembers.map((member) => ({ locale, slug: member.id })));
}

async function resolve(params: Params) {
  const { locale: rawLocale, slug } = await params;
  const locale = await enterLocale(Promise.resolve({ locale: rawLocale }));
  const member = teamMemberById(lawyerBySlug(slug));
  if (!member) notFound();
  return { locale, member, route: { screen: 'lawyer', lawyer: member.id } as const };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, member, route } = await resolve(params);
  const [text, tPage] = await Promise.all([
    profileText(member, locale),
    getTranslations('LawyerPage'),
  ]);
  const metadata = await localizedMetadata({
    route,
    locale,
    title: `${member.name}, ${text.role}`,
    description: tPage('metaDescription', {
      name: member.name,
      role: text.role,
      areas: text.practiceAreas.map((area) => area.name).join(', '),
    }),
  });
  const names = splitName(member.name);
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      type: 'profile',
      firstName: names.givenNames,
      lastName: names.familyNames,
    },
  };
}

export default async function LawyerPage({ params }: { params: Params }) {
  const { locale, member, route } = await resolve(params);
  const [text, t, tScreens, tPublications, entries, categories] = await Promise.all([
    profileText(member, locale),
    getTranslations('LawyerPage'),
    getTranslations('Screens'),
    getTranslations('Publications'),
    listEntriesByAuthor(member.id, locale, 6),
    listCategories(),
  ]);
  // The author is the page itself: the list leaves out its "By …" line.
  const publications = (await toListItems(entries, locale, categories)).map((item) => ({
    ...item,
    byline: null,
  }));
  const path = pathFor(route, locale);
  const phone = { display: formatPhone(member.phone), href: `tel:${member.phone}` };
  const names = splitName(member.name);

  return (
    <>
      <JsonLd
        data={personJsonLd({
          path,
          name: member.name,
          givenName: names.givenNames,
          familyName: names.familyNames,
          jobTitle: text.role,
          description: text.shortBio,
          email: member.email,
          telephone: phone.display,
          languages: member.languages,
          institutions: text.education.map((item) => item.institution),
          knowsAbout: text.practiceAreas.map((area) => area.name),
          barNumber: member.barNumber,
          image: member.portrait,
        })}
      />
      <InnerPageHeader
        locale={locale}
        trail={[
          { name: tScreens('about'), path: pathFor({ screen: 'about' }, locale) },
          { name: member.name, path },
        ]}
        eyebrow={text.role}
        title={member.name}
        lead={text.shortBio}
      />
      <Container className="py-14 sm:py-20">
        <div className="grid gap-12 md:grid-cols-[15rem_1fr] lg:grid-cols-[18rem_1fr] lg:gap-20">
          {/* Phones: portrait and short facts side by side, contact below; wider: one column.
              The profile's own facts, not content aside from it: a block, not an unnamed aside. */}
          <div className="grid grid-cols-[8rem_1fr] content-start gap-x-6 gap-y-8 sm:grid-cols-[10rem_1fr] md:grid-cols-1">
            <Portrait
              name={member.name}
              src={member.portrait}
              alt={t('portraitAlt', { name: member.name })}
            />
            <LawyerFacts
              labels={{ languages: t('languages'), barNumber: t('barNumber') }}
              languages={text.languages}
              barNumber={t('barNumberValue', { number: member.barNumber })}
              className="md:order-last"
            />
            <LawyerContact
              labels={{
                title: t('contactTitle'),
                email: t('email'),
                phone: t('phone'),
                download: t('downloadVcard'),
                downloadHint: t('vcardHint'),
              }}
              email={member.email}
              phone={phone}
              vcardHref={vcardPathFor(member.id, locale)}
              vcardFileName={`${member.id}.vcf`}
              className="col-span-2 md:col-span-1"
            />
          </div>
          <div className="min-w-0 space-y-14">
            <PracticeAreaLinks title={t('practiceAreas')} areas={text.practiceAreas} />
            <section aria-labelledby="lawyer-bio">
              <h2 id="lawyer-bio" className="text-2xl sm:text-3xl">
                {t('biography')}
              </h2>
              <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-900">{text.longBio}</p>
            </section>
            <EducationList title={t('education')} items={text.education} />
          </div>
        </div>
      </Container>
      {publications.length > 0 ? (
        <section aria-labelledby="lawyer-publications" className="bg-white py-16 sm:py-20">
          <Container>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="lawyer-publications" className="text-2xl sm:text-3xl">
                {t('publicationsBy', { name: member.name })}
              </h2>
              <SiteLink
                href={pathFor({ screen: 'publications' }, locale)}
                className="text-sm font-semibold text-ink-800 underline underline-offset-4"
              >
                {tPublications('allPublications')}
              </SiteLink>
            </div>
            <div className="mt-8">
              <EntryList items={publications} />
            </div>
          </Container>
        </section>
      ) : null}
    </>
  );
}
