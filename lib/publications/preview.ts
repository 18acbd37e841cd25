import 'server-only';
import { draftMode } from 'next/headers';
import { z } from 'zod';
import { adminContent } from '@/lib/admin/content';
import { requestAuth } from '@/lib/auth';
import { getBackend } from '@/lib/backend';
import {
  adminPaths,
  locales,
  loginPathFor,
  pathFor,
  refreshPathFor,
  type Locale,
} from '@/lib/routing';

/** `/api/preview?id=<uuid>&locale=es|en`: which entry, in which language. */
export const previewQuerySchema = z.object({ id: z.uuid(), locale: z.enum(locales) });

const noStore = { 'Cache-Control': 'private, no-store' };

// Relative Locations: the host as the browser knows it, whatever proxy stands in front.
const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { ...noStore, Location: location } });
const refuse = (status: 400 | 403 | 404, text: string) =>
  new Response(text, { status, headers: { ...noStore, 'Content-Type': 'text/plain' } });

/**
 * Opens an entry's public page in draft mode for a signed-in admin: checks the session and the
 * admin right on the server (no session → sign-in, then back here; not an admin → 403), checks
 * the query, reads the entry as the admin (drafts too), turns draft mode on and goes to the
 * entry's public path. The page itself checks the admin again on every request.
 */
export async function openPreview(url: URL): Promise<Response> {
  const here = `${url.pathname}${url.search}`;
  const auth = await requestAuth();
  const claims = await auth.claims();
  if (!claims) return redirectTo(auth.canRefresh() ? refreshPathFor(here) : loginPathFor(here));
  const backend = await getBackend();
  if (!(await backend.isAdmin({ kind: 'user', id: claims.sub, claims })))
    return refuse(403, 'Forbidden');
  const query = previewQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return refuse(400, 'Bad request');
  const entry = await (await adminContent(claims)).getEntry(query.data.id);
  if (!entry) return refuse(404, 'Not found');
  (await draftMode()).enable();
  const locale: Locale = query.data.locale;
  return redirectTo(
    pathFor({ screen: 'entry', slugs: { es: entry.es.slug, en: entry.en?.slug ?? null } }, locale),
  );
}

/** Leaves the draft preview: clears the draft-mode cookie and returns to the admin area. */
export async function closePreview(): Promise<Response> {
  (await draftMode()).disable();
  return redirectTo(adminPaths.dashboard);
}
