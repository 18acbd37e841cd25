/** The social cards' paths: one 1200×630 image per public page and language (app/cards). */

import type { Locale } from '../i18n/locales';
import type { EntryRoute, Route } from './screens';

/** The first segment of every card's path; a route handler, outside the pages' [locale] tree. */
export const cardsSegment = 'cards';

/** What a card path names after its language: a kind of page, then which one. */
export const cardKinds = ['page', 'service', 'lawyer', 'entry'] as const;
export type CardKind = (typeof cardKinds)[number];

/** The kind and key a route's card is found by (an entry by its slug in `locale`). */
export function cardKeyFor(
  route: Route | EntryRoute,
  locale: Locale,
): { kind: CardKind; key: string } {
  switch (route.screen) {
    case 'entry':
      return {
        kind: 'entry',
        key: locale === 'en' ? (route.slugs.en ?? route.slugs.es) : route.slugs.es,
      };
    case 'service':
      return { kind: 'service', key: route.service };
    case 'lawyer':
      return { kind: 'lawyer', key: route.lawyer };
    default:
      return { kind: 'page', key: route.screen };
  }
}

/**
 * The path of a page's card in `locale`: /cards/es/page/about, /cards/en/entry/<slug>. The
 * `version` (what the card shows, hashed) changes the URL whenever the picture changes, so a
 * platform that keeps images by URL fetches the new one.
 */
export function cardPathFor(route: Route | EntryRoute, locale: Locale, version: string): string {
  const { kind, key } = cardKeyFor(route, locale);
  return `/${cardsSegment}/${locale}/${kind}/${key}?v=${encodeURIComponent(version)}`;
}
