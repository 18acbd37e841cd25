import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { requestAuth } from '@/lib/auth';
import { safeNext } from '@/lib/auth/safe-next';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { adminPathHeader, loginPathFor, refreshPathFor } from '@/lib/routing';

/**
 * The signed-in admin of this request, or it never returns: no session → `/auth/refresh` when
 * the session can be refreshed (a server component cannot write cookies), else `/login?next=`;
 * a session without admin rights → the 403 page. The protected layout calls it, and so does
 * every page under it, since a layout is not rendered again on a client-side navigation.
 */
export const requireAdmin = cache(async (): Promise<SessionClaims> => {
  const here = safeNext((await headers()).get(adminPathHeader));
  const auth = await requestAuth();
  const claims = await auth.claims();
  if (!claims) redirect(auth.canRefresh() ? refreshPathFor(here) : loginPathFor(here));
  const backend = await getBackend();
  if (!(await backend.isAdmin({ kind: 'user', id: claims.sub, claims }))) forbidden();
  return claims;
});
