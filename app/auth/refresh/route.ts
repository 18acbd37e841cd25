import type { NextRequest } from 'next/server';
import { requestAuth } from '@/lib/auth';
import { safeNext } from '@/lib/auth/safe-next';
import { relativeRedirect } from '@/lib/http/relative-redirect';
import { log } from '@/lib/log';
import { loginPathFor } from '@/lib/routing';

/**
 * /auth/refresh?next=…: where a page whose access token expired sends the visitor, since a
 * server component cannot write cookies. Refreshes (rotating the refresh token) and returns to
 * `next`; a refresh token that is invalid, reused or past its limits ends at /login?next=….
 */
export async function GET(request: NextRequest) {
  const next = safeNext(request.nextUrl.searchParams.get('next'));
  let refreshed = false;
  try {
    refreshed = (await (await requestAuth()).refresh()) !== null;
  } catch (error) {
    log.error({ err: error }, 'Session refresh failed');
  }
  return relativeRedirect(refreshed ? next : loginPathFor(next), 303);
}
