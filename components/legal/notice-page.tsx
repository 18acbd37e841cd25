import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { Container } from '@/components/ui/container';
import { SiteLink } from '@/components/ui/site-link';
import type { LegalSection } from '@/lib/content/firm';
import { localizedMetadata } from '@/lib/page-metadata';
import {
  archivedNoticeText,
  currentNoticeVersion,
  noticeVersions,
  type NoticeScreen,
  type NoticeVersion,
} from '@/lib/privacy/notice-versions';
import { generatedPolicySections } from '@/lib/privacy/policy-sections';
import { noticeVersionPathFor, pathFor, type Locale } from '@/lib/routing';
import { DataController } from './data-controller';
import { LegalDocument } from './legal-document';

const link = 'font-semibold text-ink-900 underline underline-offset-4';

/** A version's effective day in words ("27 de noviembre de 2026"). */
function effectiveDate(version: NoticeVersion, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${version.effective}T00:00:00Z`),
  );
}

/** The text of `version` in `locale`: its kept copy, or (the one in force) the messages. */
async function noticeText(screen: NoticeScreen, version: NoticeVersion, locale: Locale) {
  const archived = archivedNoticeText(screen, version.version, locale);
  if (archived) return { ...archived, archived: true };
  const t = await getTranslations('Legal');
  const sections = t.raw(`${screen}.sections`) as LegalSection[];
  return {
    title: t(`${screen}.title`),
    intro: t(`${screen}.intro`),
    lastUpdated: t(`${screen}.lastUpdated`),
    sections:
      screen === 'privacyPolicy' ? [...sections, ...generatedPolicySections(locale)] : sections,
    archived: false,
  };
}

/** Metadata of a version's own page: canonical at its address in each language. */
export async function noticeVersionMetadata(
  screen: NoticeScreen,
  version: NoticeVersion,
  locale: Locale,
): Promise<Metadata> {
  const [t, tPrivacy] = await Promise.all([getTranslations('Legal'), getTranslations('Privacy')]);
  const label = tPrivacy('versions.versionLabel', {
    version: version.version,
    date: effectiveDate(version, locale),
  });
  const base = await localizedMetadata({
    route: { screen },
    locale,
    title: `${t(`${screen}.title`)} · ${version.version}`,
    description: label,
  });
  const path = (in_: Locale) => noticeVersionPathFor(screen, version.version, in_);
  return {
    ...base,
    alternates: {
      canonical: path(locale),
      languages: { es: path('es'), en: path('en'), 'x-default': path('es') },
    },
    openGraph: { ...base.openGraph, url: path(locale) },
  };
}

/**
 * The privacy policy or notice, in force or an earlier version: its version and effective day
 * under the date, the earlier versions linked at the end, and on an earlier version a notice
 * that it is one, with a link to the text in force. The policy in force adds the sections
 * rendered from configuration (requests, processors abroad, retention periods).
 */
export async function NoticePage({
  screen,
  locale,
  version = currentNoticeVersion(screen),
}: {
  screen: NoticeScreen;
  locale: Locale;
  version?: NoticeVersion;
}) {
  const [tPage, tPrivacy, text] = await Promise.all([
    getTranslations('LegalPage'),
    getTranslations('Privacy'),
    noticeText(screen, version, locale),
  ]);
  const current = currentNoticeVersion(screen).version === version.version;
  const trail = [{ name: text.title, path: pathFor({ screen }, locale) }];
  if (!current)
    trail.push({
      name: tPrivacy('versions.crumb', { version: version.version }),
      path: noticeVersionPathFor(screen, version.version, locale),
    });
  // The earlier versions, but for the one shown.
  const earlier = noticeVersions[screen].filter(
    (entry) =>
      entry.version !== currentNoticeVersion(screen).version && entry.version !== version.version,
  );
  const note = (
    <div className="mt-2 space-y-2 text-sm text-muted">
      <p data-notice-version={version.version}>
        {tPrivacy('versions.versionLabel', {
          version: version.version,
          date: effectiveDate(version, locale),
        })}
      </p>
      {current ? null : (
        <p className="border-l-4 border-brass-700 bg-white p-3 text-ink-900">
          {tPrivacy('versions.archivedNotice')}{' '}
          <SiteLink href={pathFor({ screen }, locale)} className={link}>
            {tPrivacy('versions.currentLink')}
          </SiteLink>
        </p>
      )}
    </div>
  );
  const after = earlier.length ? (
    <section aria-labelledby="notice-versions" className="mt-12">
      <h2 id="notice-versions" className="text-2xl">
        {tPrivacy('versions.listTitle')}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-brass-700">
        {earlier.map((entry) => (
          <li key={entry.version}>
            <SiteLink href={noticeVersionPathFor(screen, entry.version, locale)} className={link}>
              {tPrivacy('versions.listItem', {
                version: entry.version,
                date: effectiveDate(entry, locale),
              })}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  ) : null;
  return (
    <>
      <InnerPageHeader locale={locale} trail={trail} title={text.title} />
      <Container className="py-16 sm:py-20">
        <LegalDocument
          intro={text.intro}
          lastUpdated={{ label: tPage('lastUpdatedLabel'), date: text.lastUpdated }}
          contentsTitle={tPage('contentsTitle')}
          sections={text.sections}
          afterFirstSection={<DataController />}
          note={note}
          after={after}
        />
      </Container>
    </>
  );
}
