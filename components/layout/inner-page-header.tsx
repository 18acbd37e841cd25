import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { pathFor, type Locale, type Route } from '@/lib/routing';
import { breadcrumbJsonLd } from '@/lib/seo';

type InnerPageHeaderProps = {
  locale: Locale;
  /** The trail after Home, ending with the current page. */
  trail: ReadonlyArray<{ name: string; path: string }>;
  title: string;
  lead?: string;
  eyebrow?: string;
};

/** Page header of an inner page, with its breadcrumb trail and the BreadcrumbList JSON-LD. */
export async function InnerPageHeader({
  locale,
  trail,
  title,
  lead,
  eyebrow,
}: InnerPageHeaderProps) {
  const [tScreens, tCrumbs] = await Promise.all([
    getTranslations('Screens'),
    getTranslations('Breadcrumbs'),
  ]);
  const fullTrail = [
    { name: tScreens('home'), path: pathFor({ screen: 'home' }, locale) },
    ...trail,
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(fullTrail)} />
      <PageHeader
        title={title}
        lead={lead}
        eyebrow={eyebrow}
        breadcrumbs={{ label: tCrumbs('label'), trail: fullTrail }}
      />
    </>
  );
}

/** The header of a page right under Home, whose trail is the page itself. */
export function ScreenHeader({
  locale,
  route,
  title,
  lead,
}: {
  locale: Locale;
  route: Route;
  title: string;
  lead?: string;
}) {
  return (
    <InnerPageHeader
      locale={locale}
      trail={[{ name: title, path: pathFor(route, locale) }]}
      title={title}
      lead={lead}
    />
  );
}
