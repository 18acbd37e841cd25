/**
 * The routing table: the one place that spells a public path.
 *
 * Pages live under app/[locale]/<internal segment>, where the internal segment is the English
 * slug (a service keeps its own language's slug below it), so the canonical English URL (/en/about) is the file-system route itself. Every other
 * path a screen answers to (/nosotros, /about, /es…) is a rewrite generated from this table in
 * next.config.ts; the language toggle, links, canonical and hreflang tags, the site-map page and
 * /sitemap.xml all read it too.
 *
 * Split by concern: locales.ts (the languages and the saved choice), screens.ts (the table,
 * pathFor, resolvePath), navigation.ts (section, entry, search and language switch of a path),
 * rewrites.ts and search.ts (the rewrites for next.config.ts), pwa.ts (the app's files and the
 * private areas), admin.ts (the admin area). This file is the public API.
 */

export * from './admin';
export * from './locales';
export * from './navigation';
export * from './pwa';
export {
  aliasPathsFor,
  allRoutes,
  alternatesFor,
  entrySlugPattern,
  feedPathFor,
  homeLinkFor,
  internalPathFor,
  lawyerBySlug,
  lawyerRoutes,
  listRoutes,
  noticeVersionOf,
  noticeVersionPathFor,
  pathFor,
  resolvePath,
  serviceBySlug,
  serviceKeys,
  serviceSlugs,
  staticScreenKeys,
  vcardPathFor,
  versionSegment,
  type EntryRoute,
  type Route,
  type ServiceKey,
  type StaticScreen,
  type VersionedScreen,
} from './screens';
export { fallbackRewriteRules, rewriteRules, unmatchedSegment } from './rewrites';
export {
  searchKeys,
  searchRewriteRules,
  searchSegment,
  uncachedSearchSegment,
  type SearchKey,
} from './search';
export { cardKeyFor, cardKinds, cardPathFor, cardsSegment, type CardKind } from './cards';
