import { getTranslations } from 'next-intl/server';
import type { TeamMember } from '@/lib/content/team';
import { pathFor, type Locale } from '@/lib/routing';

/** A lawyer's profile in words of `locale`: role, practice areas, education, languages, bios. */
export async function profileText(member: TeamMember, locale: Locale) {
  const [tTeam, tPage, tProfiles, tServices] = await Promise.all([
    getTranslations({ locale, namespace: 'Team' }),
    getTranslations({ locale, namespace: 'LawyerPage' }),
    getTranslations({ locale, namespace: 'LawyerProfiles' }),
    getTranslations({ locale, namespace: 'Services' }),
  ]);
  const practiceAreas = member.practiceAreas.map((key) => ({
    key,
    name: tServices(`${key}.name`),
    href: pathFor({ screen: 'service', service: key }, locale),
  }));
  const role = tTeam(`roles.${member.role}`, { gender: member.gender });
  return {
    role,
    shortBio: tTeam(`members.${member.id}.shortBio` as never),
    longBio: tTeam(`members.${member.id}.longBio` as never),
    practiceAreas,
    education: tProfiles.raw(`${member.id}.education` as never) as {
      degree: string;
      institution: string;
    }[],
    languages: member.languages.map((code) => tPage(`languageNames.${code}`)),
    /** One line for the vCard's NOTE: role and practice areas. */
    cardNote: tPage('vcardNote', {
      role,
      areas: practiceAreas.map((area) => area.name).join(', '),
    }),
  };
}
