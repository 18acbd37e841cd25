import 'server-only';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { allowedCaller } from '@/lib/auth/guard';
import {
  getBackend,
  getEntry,
  isEntrySlugRemoved,
  resolveEntrySlug,
  type Entry,
} from '@/lib/backend';
import { entrySlugPattern, isLocale, pathFor, type EntryRoute, type Locale } from '@/lib/routing';

/**
 * The caller previewing drafts in this request, or null. The draft-mode cookie alone grants
 * nothing: unless the guard lets the session read previews, the request reads what every
 * visitor reads.
 */
async function previewer() {
  if (!(await draftMode()).isEnabled) return null;
  return allowedCaller('preview.read');
}

/**
 * The entry at `slug` for this request, read once per request (the page and its metadata share
 * it): in an admin's draft preview as that admin (drafts and scheduled entries too, never
 * cached: draft mode renders per request and bypasses the data cache), else the cached read
 * visitors get.
 */
export const readEntry = cache(
  async (locale: Locale, slug: string): Promise<{ entry: Entry | null; preview: boolean }> => {
    const caller = await previewer();
    if (caller) {
      const backend = await getBackend();
      return { entry: await backend.getEntryAs(caller.viewer, locale, slug), preview: true };
    }
    return { entry: await getEntry(locale, slug), preview: false };
  },
);

const slugRegex = new RegExp(`^${entrySlugPattern}$`);

/** What an entry's address leads to: the entry, or a 404 (with where it moved, or whether it was removed). */
export type EntryPageLoad =
  | { locale: Locale; entry: Entry; route: EntryRoute; preview: boolean }
  // No such entry: a 404 in the page's language, saying so when the address was a publication's
  // that is now in the trash (`removed`), or a permanent redirect to where it moved.
  | { locale: Locale; entry: null; movedTo?: string; removed?: boolean };

/**
 * The entry page's read of its address, once per request: the entry page, its layout and its
 * metadata share it. An unknown language is a plain 404.
 */
export const loadEntryPage = cache(async (locale: string, slug: string): Promise<EntryPageLoad> => {
  if (!isLocale(locale)) notFound();
  if (slug.length > 120 || !slugRegex.test(slug)) return { locale, entry: null };
  const { entry, preview } = await readEntry(locale, slug);
  if (entry) return { locale, entry, preview, route: { screen: 'entry', slugs: entry.slugs } };
  // An old slug of an entry whose slug changed: the page redirects to where it is now.
  const current = await resolveEntrySlug(locale, slug);
  if (current && current !== slug)
    return {
      locale,
      entry: null,
      movedTo: pathFor({ screen: 'entry', slugs: { es: current, en: current } }, locale),
    };
  // Cached under the slug's tag and the lists': a delete or a restore expires it at once.
  return { locale, entry: null, removed: await isEntrySlugRemoved(locale, slug) };
});
