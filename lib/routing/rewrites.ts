/** The rewrites next.config.ts takes from the routing table (the search's are in ./search). */

import { teamIds } from '../content/team-ids';
import { defaultLocale, locales, type Locale } from '../i18n/locales';
import {
  entrySlugPattern,
  internalPathFor,
  lawyerSegment,
  serviceKeys,
  serviceSlugs,
  staticScreenKeys,
  staticScreens,
  versionSegment,
} from './screens';

export type Rewrite = {
  source: string;
  destination: string;
  has?: { type: 'query'; key: string; value: string }[];
};

/** Rewrites of the lawyers' Spanish paths and English alias onto their internal route. */
function lawyerRewriteRules(): Rewrite[] {
  const known = teamIds.join('|');
  const internal = (locale: Locale) => `/${locale}/${lawyerSegment.en}/:slug`;
  return [
    { source: `/${lawyerSegment.es}/:slug(${known})`, destination: internal('es') },
    {
      source: `/${lawyerSegment.es}/:slug(${known})/vcard.vcf`,
      destination: `${internal('es')}/vcard.vcf`,
    },
    { source: `/${lawyerSegment.en}/:slug(${known})`, destination: internal('en') },
  ];
}
/**
 * Rewrites of the privacy texts' versions: the Spanish paths and the English alias onto their
 * internal route. A version is a day (YYYY-MM-DD); one that was never published is unmatched by
 * the page and gets the 404 page.
 */
function noticeVersionRewriteRules(): Rewrite[] {
  const rules: Rewrite[] = [];
  for (const screen of ['privacyPolicy', 'privacyNotice'] as const)
    for (const locale of locales)
      rules.push({
        source: `/${staticScreens[screen][locale]}/${versionSegment}/:version(\\d{4}-\\d{2}-\\d{2})`,
        destination: `${internalPathFor({ screen }, locale)}/${versionSegment}/:version`,
      });
  return rules;
}

/**
 * Rewrites for next.config.ts, checked after the file system and before dynamic routes: every
 * localized alias onto its internal route. Service aliases name their known slugs, so an unknown
 * slug stays unmatched and gets the 404 page.
 */
export function rewriteRules(): Rewrite[] {
  const rules: Rewrite[] = [{ source: '/', destination: '/es' }];
  for (const screen of staticScreenKeys) {
    if (screen === 'home') continue;
    for (const locale of locales) {
      const source = `/${staticScreens[screen][locale]}`;
      rules.push({ source, destination: internalPathFor({ screen }, locale) });
    }
  }
  for (const locale of locales) {
    const known = serviceKeys.map((key) => serviceSlugs[key][locale]).join('|');
    rules.push({
      source: `/${staticScreens.services[locale]}/:slug(${known})`,
      destination: `/${locale}/${staticScreens.services.en}/:slug`,
    });
  }
  for (const locale of locales) {
    const list = staticScreens.publications[locale];
    const internal = `/${locale}/${staticScreens.publications.en}`;
    rules.push({ source: `/${list}/feed.xml`, destination: `${internal}/feed.xml` });
    rules.push({ source: `/${list}/:slug(${entrySlugPattern})`, destination: `${internal}/:slug` });
  }
  rules.push(...lawyerRewriteRules());
  rules.push(...noticeVersionRewriteRules());
  return rules;
}

/**
 * The internal route of the 404 page of a language other than the default
 * (app/[locale]/~not-found): the layout of that language around app/[locale]/not-found.tsx.
 */
export const unmatchedSegment = '~not-found';

/**
 * Fallback rewrites for next.config.ts, checked only after the file system, every other rule and
 * every dynamic route failed to match: an unmatched /en/… path gets the English 404 page (status
 * 404, <html lang="en">, English first) instead of app/global-not-found.tsx, which cannot see the
 * path and speaks Spanish first. Nothing of this runs in proxy.ts.
 */
export function fallbackRewriteRules(): Rewrite[] {
  return locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) => ({
      source: `/${locale}/:path*`,
      destination: `/${locale}/${unmatchedSegment}`,
    }));
}
