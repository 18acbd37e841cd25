import { messages } from '@/lib/i18n/messages';
import { locales } from '@/lib/i18n/locales';
import { site } from '@/lib/site';
import {
  archivedNoticeText,
  currentNoticeVersion,
  noticeScreens,
  noticeVersionPattern,
  noticeVersions,
} from './notice-versions';

// Every consent record carries site.privacyPolicyVersion: it must be the version in force, and
// every version must have its text (the one in force in the messages, the others kept).

describe('the privacy texts’ versions', () => {
  it('records consents under the policy version in force', () => {
    expect(site.privacyPolicyVersion).toBe(currentNoticeVersion('privacyPolicy').version);
  });

  it.each(noticeScreens)(
    '%s: versions in order, each with a day and its text in both languages',
    (screen) => {
      const versions = noticeVersions[screen];
      expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length);
      const days = versions.map((v) => v.effective);
      expect([...days].sort()).toEqual(days);
      for (const { version, effective } of versions) {
        expect(version).toMatch(new RegExp(`^${noticeVersionPattern}$`));
        expect(Number.isNaN(Date.parse(`${effective}T00:00:00Z`))).toBe(false);
        const current = version === currentNoticeVersion(screen).version;
        for (const locale of locales) {
          const text = current
            ? messages[locale].Legal[screen]
            : archivedNoticeText(screen, version, locale);
          expect([screen, version, locale, Boolean(text?.title)]).toEqual([
            screen,
            version,
            locale,
            true,
          ]);
          expect(text!.sections.length).toBeGreaterThan(0);
          // The one in force has no kept copy yet: the messages are its text.
          expect(archivedNoticeText(screen, version, locale) === null).toBe(current);
        }
      }
    },
  );

  it('keeps the earlier policy word for word: two years for CVs, as it said then', () => {
    const old = archivedNoticeText('privacyPolicy', '2026-10-01', 'es')!;
    expect(old.lastUpdated).toBe('1 de octubre de 2026');
    expect(JSON.stringify(old.sections)).toContain('hasta por dos (2) años');
    expect(archivedNoticeText('privacyPolicy', '2026-10-01', 'en')!.lastUpdated).toBe(
      'October 1, 2026',
    );
  });
});
