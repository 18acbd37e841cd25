import type { Locale } from '@/lib/routing';

// Every cache tag of what visitors read (vercel/commerce's TAGS): the reads in
// lib/backend/index.ts carry them, lib/publications/invalidate.ts beside this file expires them.
// Free of server-only code, so the end-to-end tests can name them too.

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
