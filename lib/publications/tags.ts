import { updateTag } from 'next/cache';
import type { Locale } from '@/lib/routing';
import { locales } from '@/lib/routing';
import type { EntryKind } from './types';

// Every cache tag of what visitors read (vercel/commerce's TAGS), and the one place that expires
// them after an admin's change. The reads in lib/backend/index.ts carry these tags (and
// `contentTag`, which nothing expires: it only marks database content for the embedded cache
// handler after a restart); an ISR page inherits the tags of the reads it made, so expiring a tag
// also expires every page built from it. `updateTag` expires at once (the next request renders
// fresh, never stale-while-revalidate), and exists in server actions only: a route handler uses
// `revalidateTag(tag, { expire: 0 })` for the same effect. No server-only marker: the end-to-end
// tests name the tags too.

// Declared in plain JavaScript, which the embedded cache handler can import (content-tag.mjs).
export { contentTag } from './content-tag.mjs';

/** One entry's page and reads in one language, by the slug it is read by. */
export const entryTag = (locale: Locale, slug: string) => `entry:${locale}:${slug}`;

/** Every list of entries: the publications list and its searches, the home page's latest items, the service and lawyer pages' lists, related entries. */
export const listsTag = 'entries:lists';

export const sitemapTag = 'entries:sitemap';

/** The RSS feed in one language. */
export const feedTag = (locale: Locale) => `entries:feed:${locale}`;

export const categoriesTag = 'categories';

type Changed = {
  kind: EntryKind;
  slugs: { es: string; en: string | null };
  /** The public slugs before the change: their pages go too (they may now redirect or 404). */
  oldSlugs?: { es: string | null; en: string | null };
};

/** The tags one change to an entry touches, in both languages; an untranslated entry's English page answers at its Spanish slug. */
export function entryChangeTags({ slugs, oldSlugs }: Changed): string[] {
  const tags = new Set<string>([listsTag, sitemapTag, ...locales.map(feedTag)]);
  for (const version of [slugs, oldSlugs]) {
    if (!version?.es) continue;
    tags.add(entryTag('es', version.es));
    tags.add(entryTag('en', version.en ?? version.es));
  }
  return [...tags];
}

/** Expires, for everyone and at once, everything a saved, unpublished or deleted entry shows on. Server actions only. */
export function invalidateEntry(changed: Changed) {
  for (const tag of entryChangeTags(changed)) updateTag(tag);
}

/** Expires every page that names a category (filters, entry pages, lists). Server actions only. */
export function invalidateCategories() {
  updateTag(categoriesTag);
  updateTag(listsTag);
}
