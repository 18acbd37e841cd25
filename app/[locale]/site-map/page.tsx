import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { ScreenHeader } from '@/components/layout/inner-page-header';
import { legalScreens } from '@/components/layout/nav-links';
import { entryPath } from '@/components/publications/entry-items';
import { Container } from '@/components/ui/container';
import { listLatestEntries } from '@/lib/backend';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { teamMemberById } from '@/lib/content/team';
import { listRoutes, pathFor, type Route } from '@/lib/routing';
import { screenMetadata } from '@/lib/page-metadata';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

// The latest publications change the page: it refreshes every five minutes
// (docs/product.md#limits-and-constants).
export const revalidate = 300;

const route = { screen: 'siteMap' } as const;
const legal = new Set<string>(legalScreens);

/** How many of the latest entries the site map lists before its link to all of them. */
const latestCount = 10;

export const generateMetadata = screenMetadata(route, 'SiteMapPage');

export default async function SiteMapPage({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  const [t, tScreens, tServices, tTeam, tPub, latest] = await Promise.all([
    getTranslations('SiteMapPage'),
    getTranslations('Screens'),
    getTranslations('Services'),
    getTranslations('SiteMapTeam'),
    getTranslations('Publications'),
    listLatestEntries(locale, [], latestCount),
  ]);
  const publicationsPath = pathFor({ screen: 'publications' }, locale);
  const nameOf = (entry: Route) => {
    if (entry.screen === 'lawyer') return teamMemberById(entry.lawyer)?.name ?? entry.lawyer;
    return entry.screen === 'service' ? tServices(`${entry.service}.name`) : tScreens(entry.screen);
  };
  const routes = listRoutes();
  const groups = [
    {
      id: 'main',
      title: t('mainTitle'),
      routes: routes.filter(
        (r) => r.screen !== 'service' && r.screen !== 'lawyer' && !legal.has(r.screen),
      ),
    },
    {
      id: 'services',
      title: t('servicesTitle'),
      routes: routes.filter((r) => r.screen === 'service'),
    },
    // The lawyers' profiles, in the team's order.
    { id: 'team', title: tTeam('title'), routes: routes.filter((r) => r.screen === 'lawyer') },
    {
      id: 'legal',
      title: t('legalTitle'),
      routes: routes.filter((r) => legal.has(r.screen)),
    },
  ];
  return (
    <>
      <ScreenHeader locale={locale} route={route} title={t('title')} lead={t('lead')} />
      <Container className="grid gap-12 py-16 sm:py-20 md:grid-cols-2 lg:grid-cols-4">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="border-b border-brass-500 pb-3 text-2xl">
              {group.title}
            </h2>
            <ul className="mt-5 space-y-3">
              {group.routes.map((entry) => {
                const href = pathFor(entry, locale);
                return (
                  <li key={href}>
                    <SiteLink
                      href={href}
                      className="text-ink-800 underline-offset-4 hover:underline"
                    >
                      {nameOf(entry)}
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-publications" className="md:col-span-2 lg:col-span-4">
          <h2 id="sitemap-publications" className="border-b border-brass-500 pb-3 text-2xl">
            {tPub('latestTitle')}
          </h2>
          <ul className="mt-5 grid gap-x-12 gap-y-3 md:grid-cols-2">
            {latest.map((entry) => (
              <li key={entry.id} lang={entry.translated ? undefined : 'es'}>
                <SiteLink
                  href={entryPath(entry, locale)}
                  className="text-ink-800 underline-offset-4 hover:underline"
                >
                  {entry.title}
                </SiteLink>
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <SiteLink
              href={publicationsPath}
              className="font-semibold text-ink-900 underline underline-offset-4"
            >
              {tPub('allPublications')}
            </SiteLink>
          </p>
        </section>
      </Container>
    </>
  );
}
