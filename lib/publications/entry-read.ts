import 'server-only';
import { draftMode } from 'next/headers';
import { cache } from 'react';
import { requestAuth } from '@/lib/auth';
import { getBackend, getEntry, type Entry, type Viewer } from '@/lib/backend';
import type { Locale } from '@/lib/routing';

/**
 * The signed-in admin of a request in draft mode, or null. The draft-mode cookie alone grants
 * nothing: without an admin session the request reads what every visitor reads.
 */
async function previewingAdmin(): Promise<Viewer | null> {
  if (!(await draftMode()).isEnabled) return null;
  const claims = await (await requestAuth()).claims();
  if (!claims) return null;
  const viewer: Viewer = { kind: 'user', id: claims.sub, claims };
  return (await (await getBackend()).isAdmin(viewer)) ? viewer : null;
}

/**
 * The entry at `slug` for this request, read once per request (the page and its metadata share
 * it): in an admin's draft preview as that admin (drafts and scheduled entries too, never
 * cached: draft mode renders per request and bypasses the data cache), else the cached read
 * visitors get.
 */
export const readEntry = cache(
  async (locale: Locale, slug: string): Promise<{ entry: Entry | null; preview: boolean }> => {
    const admin = await previewingAdmin();
    if (admin) {
      const backend = await getBackend();
      return { entry: await backend.getEntryAs(admin, locale, slug), preview: true };
    }
    return { entry: await getEntry(locale, slug), preview: false };
  },
);
