import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { Container } from '@/components/ui/container';
import type { LegalSection } from '@/lib/content/firm';
import { pathFor, type Locale } from '@/lib/routing';
import { localizedMetadata } from '@/lib/page-metadata';
import { DataController } from './data-controller';
import { LegalDocument } from './legal-document';

/**
 * The legal texts and the accessibility statement: each screen's name in the routing table is
 * its key in messages (Legal.<key>).
 */
export type LegalScreen =
  'privacyPolicy' | 'privacyNotice' | 'terms' | 'cookiePolicy' | 'accessibility';

/** Metadata of a legal page. */
export async function legalPageMetadata(screen: LegalScreen, locale: Locale): Promise<Metadata> {
  const t = await getTranslations('Legal');
  return localizedMetadata({
    route: { screen },
    locale,
    title: t(`${screen}.title`),
    description: t(`${screen}.metaDescription`),
  });
}

/** A whole legal page; the data-protection texts also identify the data controller. */
export async function LegalPage({ screen, locale }: { screen: LegalScreen; locale: Locale }) {
  const [t, tPage] = await Promise.all([getTranslations('Legal'), getTranslations('LegalPage')]);
  const identifiesController = screen === 'privacyPolicy' || screen === 'privacyNotice';
  return (
    <>
      <InnerPageHeader
        locale={locale}
        trail={[{ name: t(`${screen}.title`), path: pathFor({ screen }, locale) }]}
        title={t(`${screen}.title`)}
      />
      <Container className="py-16 sm:py-20">
        <LegalDocument
          intro={t(`${screen}.intro`)}
          lastUpdated={{ label: tPage('lastUpdatedLabel'), date: t(`${screen}.lastUpdated`) }}
          contentsTitle={tPage('contentsTitle')}
          sections={t.raw(`${screen}.sections`) as LegalSection[]}
          afterFirstSection={identifiesController ? <DataController /> : undefined}
        />
      </Container>
    </>
  );
}
