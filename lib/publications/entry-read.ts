import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { allowedCaller } from '@/lib/auth/guard';
import { getBackend, getEntry, type Entry } from '@/lib/backend';
import type { Locale } from '@/lib/routing';

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
