import { createHash } from 'node:crypto';
import { createFormatter } from 'use-intl/core';
import { teamMemberById, type TeamMember } from '@/lib/content/team';
import { messages } from '@/lib/i18n/messages';
import { translator } from '@/lib/i18n/translate';
import { entryAuthor } from '@/lib/publications/author';
import type { Category, Entry } from '@/lib/publications/types';
import { cardPathFor, type EntryRoute, type Locale, type Route } from '@/lib/routing';
import { firmTimeZone, site } from '@/lib/site';
import { absoluteUrl } from '@/lib/site-url';
import { entryCoverForCard, lawyerPortraitForCard, type CardImage } from './images';

// What a page's social card says, in the page's language: built from the route alone for every
// page but an entry, from the entry for an entry. The card route draws it (./render.tsx), the
// page's metadata names its URL and version (lib/page-metadata.ts): both read these functions, so
// the picture a page points at is the picture its card route draws.

/** What one card shows. */
export type SocialCard = {
  locale: Locale;
  /** A small line above the title: an entry's kind and category, a lawyer's role. */
  eyebrow: string | null;
  title: string;
  /** A line under the title: date and author, practice areas, a service's summary. */
  details: string | null;
  /** A picture beside the text: an entry's cover, a lawyer's portrait; null draws none. */
  image: CardImage | null;
  /** The picture in words, for og:image:alt. */
  alt: string;
};

/** The card's size, as the platforms ask for a large summary card. */
export const cardSize = { width: 1200, height: 630 } as const;

/** Raised when the card's design changes, so every card gets a new URL and platforms fetch it. */
const designVersion = 1;

function card(input: Omit<SocialCard, 'alt'>): SocialCard {
  return { ...input, alt: `${input.title} — ${site.name}` };
}

/** The card of a page that is not an entry: its title, and what the page is. */
export async function routeCard(route: Route, locale: Locale): Promise<SocialCard> {
  const t = translator(locale, messages[locale]);
  switch (route.screen) {
    case 'service':
      return card({
        locale,
        eyebrow: t('Screens.services'),
        title: t(`Services.${route.service}.name`),
        details: t(`Services.${route.service}.summary`),
        image: null,
      });
    case 'lawyer': {
      const member = teamMemberById(route.lawyer);
      if (!member) throw new Error(`No team member ${route.lawyer}.`);
      return lawyerCard(member, locale);
    }
    case 'home':
      return card({
        locale,
        eyebrow: null,
        title: t('Home.metaTitle'),
        details: null,
        image: null,
      });
    default:
      return card({
        locale,
        eyebrow: null,
        title: t(`Screens.${route.screen}`),
        details: null,
        image: null,
      });
  }
}

async function lawyerCard(member: TeamMember, locale: Locale): Promise<SocialCard> {
  const t = translator(locale, messages[locale]);
  return card({
    locale,
    eyebrow: t(`Team.roles.${member.role}`, { gender: member.gender }),
    title: member.name,
    details: member.practiceAreas.map((key) => t(`Services.${key}.name`)).join(' · '),
    image: await lawyerPortraitForCard(member),
  });
}

/**
 * The card of an entry in `locale`: its title, kind and category, date and author, as the entry
 * page shows them; its cover when it has one.
 */
export async function entryCard(
  entry: Entry,
  locale: Locale,
  categories: readonly Category[],
): Promise<SocialCard> {
  const t = translator(locale, messages[locale], 'Publications');
  const format = createFormatter({ locale, timeZone: firmTimeZone });
  const category = categories.find((c) => c.id === entry.categoryId)?.label[locale] ?? null;
  // The day it was published, for every kind: a bulletin's title already names its month.
  const date = format.dateTime(new Date(entry.publishedAt), { dateStyle: 'long' });
  return card({
    locale,
    eyebrow: [t(`types.${entry.kind}`), category].filter(Boolean).join(' · '),
    title: entry.title,
    details: [date, entryAuthor(entry)?.name].filter(Boolean).join(' · '),
    image: await entryCoverForCard(entry),
  });
}

/** A short hash of what the card shows: its URL changes exactly when its picture does. */
export function cardVersion(social: SocialCard): string {
  return createHash('sha256')
    .update(JSON.stringify({ designVersion, ...social }))
    .digest('base64url')
    .slice(0, 12);
}

/** The absolute URL of a page's card, on the site's own origin. */
export function cardUrl(route: Route | EntryRoute, social: SocialCard): string {
  return absoluteUrl(cardPathFor(route, social.locale, cardVersion(social)));
}
