import type { LegalSection } from '@/lib/content/firm';
import type { Locale } from '@/lib/i18n/locales';
import policy20261001 from './archive/privacy-policy-2026-10-01.json';

/**
 * The versions of the privacy policy and the privacy notice, oldest first: each with the day it
 * took effect. The last one is in force; its text is the site's messages (Legal.<screen>) with
 * the parts rendered from configuration (retention periods, processors). Every earlier version's
 * text is kept in ./archive, word for word as it was shown, so a consent record's
 * `privacy_policy_version` always leads to the text that person accepted, at a stable address
 * (/politica-de-privacidad/v/<version>, /en/privacy-policy/v/<version>, and the notice's).
 *
 * Changing the text in force: copy it, as the page renders it, into ./archive under its
 * version, list the archived file below, add the new version with its date, and set
 * `site.privacyPolicyVersion` (the one consent records carry) to it.
 */
export const noticeScreens = ['privacyPolicy', 'privacyNotice'] as const;
export type NoticeScreen = (typeof noticeScreens)[number];
export type NoticeVersion = { readonly version: string; readonly effective: string };

export const noticeVersions: Record<NoticeScreen, readonly NoticeVersion[]> = {
  privacyPolicy: [
    { version: '2026-10-01', effective: '2026-10-01' },
    { version: '2026-11-27', effective: '2026-11-27' },
  ],
  privacyNotice: [{ version: '2026-10-01', effective: '2026-10-01' }],
};

/** A kept text of an earlier version, in one language. */
export type ArchivedText = {
  title: string;
  intro: string;
  lastUpdated: string;
  sections: LegalSection[];
};
type Archive = Record<Locale, ArchivedText>;

const archive: Record<NoticeScreen, Record<string, Archive>> = {
  privacyPolicy: { '2026-10-01': policy20261001 },
  privacyNotice: {},
};

/** A version's shape in a path: the day it took effect, written as YYYY-MM-DD. */
export const noticeVersionPattern = '\\d{4}-\\d{2}-\\d{2}';

/** The version in force. */
export function currentNoticeVersion(screen: NoticeScreen): NoticeVersion {
  const versions = noticeVersions[screen];
  return versions[versions.length - 1]!;
}

/** The version named `version`, if there is one. */
export function findNoticeVersion(screen: NoticeScreen, version: string): NoticeVersion | null {
  return noticeVersions[screen].find((entry) => entry.version === version) ?? null;
}

/** The kept text of an earlier version in `locale`, or null (the version in force has none). */
export function archivedNoticeText(
  screen: NoticeScreen,
  version: string,
  locale: Locale,
): ArchivedText | null {
  return archive[screen][version]?.[locale] ?? null;
}
