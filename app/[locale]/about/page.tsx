import { getTranslations } from 'next-intl/server';
import { RecognitionList } from '@/components/about/recognitions';
import { TeamDirectory } from '@/components/about/team-directory';
import { Timeline } from '@/components/about/timeline';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { Container } from '@/components/ui/container';
import { Section } from '@/components/ui/section';
import { milestoneYears, recognitionKeys } from '@/lib/content/firm';
import { teamGroups, teamMembers } from '@/lib/content/team';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { pathFor } from '@/lib/routing';
import { screenMetadata } from '@/lib/page-metadata';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

const route = { screen: 'about' } as const;

export const generateMetadata = screenMetadata(route, 'About');

export default async function AboutPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, tTimeline, tRec, tTeam, tDirectory] = await Promise.all([
    getTranslations('About'),
    getTranslations('Timeline'),
    getTranslations('Recognitions'),
    getTranslations('Team'),
    getTranslations('TeamDirectory'),
  ]);
  const milestones = milestoneYears.map((year) => ({
    year,
    title: tTimeline(`${year}.title`),
    subtitle: tTimeline(`${year}.subtitle`),
    description: tTimeline(`${year}.description`),
  }));
  const recognitions = recognitionKeys.map((key) => ({
    key,
    title: tRec(`${key}.title`),
    organization: tRec(`${key}.organization`),
    description: tRec(`${key}.description`),
  }));
  const groups = teamGroups.map((group) => ({
    key: group,
    title: tTeam(`groups.${group}`),
    description: tTeam(`groupDescriptions.${group}`),
    members: teamMembers
      .filter((member) => member.group === group)
      .map((member) => ({
        id: member.id,
        name: member.name,
        role: tTeam(`roles.${member.role}`, { gender: member.gender }),
        shortBio: tTeam(`members.${member.id}.shortBio` as never),
        href: pathFor({ screen: 'lawyer', lawyer: member.id }, locale),
        portrait: member.portrait,
      })),
  }));

  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('lead')} />
      {/* The page's opening text, under its <h1>: a block, not a section without a heading. */}
      <div className="bg-white py-16 sm:py-20">
        {/* The first paragraph is long: across the page above the others, not in a narrow column
            of large type that ran twice as long as its neighbour. */}
        <Container className="text-lg leading-relaxed text-ink-900">
          <p className="max-w-4xl font-serif text-xl leading-snug text-ink-950 sm:text-2xl">
            {(t.raw('institutional') as string[])[0]}
          </p>
          <div className="mt-8 grid gap-5 text-muted lg:grid-cols-2 lg:gap-12">
            {/* Keyed by position: these lists are fixed, and a key travels in the RSC payload, so
                the text as its own key was sent twice. */}
            {(t.raw('institutional') as string[]).slice(1).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </div>
      <Section id="milestones" title={t('milestonesTitle')}>
        <Timeline milestones={milestones} />
      </Section>
      <Section id="recognitions" tone="white" title={t('recognitionsTitle')}>
        <RecognitionList items={recognitions} />
      </Section>
      <Section id="team" title={t('teamTitle')} intro={t('teamIntro')}>
        <TeamDirectory groups={groups} viewProfile={tDirectory('viewProfile')} />
      </Section>
    </>
  );
}
