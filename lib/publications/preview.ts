import 'server-only';
import { draftMode } from 'next/headers';
import { z } from 'zod';
import { authorize, refusedRoute } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import { adminPaths, locales, pathFor, type Locale } from '@/lib/routing';

/** `/api/preview?id=<uuid>&locale=es|en`: which entry, in which language. */
export const previewQuerySchema = z.object({ id: z.uuid(), locale: z.enum(locales) });

const noStore = { 'Cache-Control': 'private, no-store' };

// Relative Locations: the host as the browser knows it, whatever proxy stands in front.
const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { ...noStore, Location: location } });
const refuse = (status: 400 | 403 | 404, text: string) =>
  new Response(text, { status, headers: { ...noStore, 'Content-Type': 'text/plain' } });

/**
 * Opens an entry's public page in draft mode for a caller the guard lets read previews: asks the
 * guard on the server (no session, even after a refresh → sign-in, then back here; not allowed →
 * 403), checks the query, reads the entry as that caller (drafts too), turns draft mode on and
 * goes to the entry's public path. The page itself asks the guard again on every request.
 */
export async function openPreview(url: URL): Promise<Response> {
  const access = await authorize('preview.read', 'preview.open');
  if (!access.ok) return refusedRoute(access.reason, `${url.pathname}${url.search}`);
  const query = previewQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return refuse(400, 'Bad request');
  const backend = await getBackend();
  const entry = await backend.adminContent(access.caller.viewer).getEntry(query.data.id);
  if (!entry) return refuse(404, 'Not found');
  (await draftMode()).enable();
  const locale: Locale = query.data.locale;
  // A publication or blog post comes as its editor's values, a bulletin as its own draft.
  const slugs =
    entry.kind === 'bulletin'
      ? { es: entry.es.slug, en: entry.en?.slug ?? null }
      : { es: entry.slugEs, en: entry.slugEn || null };
  return redirectTo(pathFor({ screen: 'entry', slugs }, locale));
}

/** Leaves the draft preview: clears the draft-mode cookie and returns to the admin area. */
export async function closePreview(): Promise<Response> {
  (await draftMode()).disable();
  return redirectTo(adminPaths.dashboard);
}
