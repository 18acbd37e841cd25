import type { NextRequest } from 'next/server';
import { requestAuth } from '@/lib/auth';
import { safeNext } from '@/lib/auth/safe-next';
import { relativeRedirect } from '@/lib/http/relative-redirect';
import { log } from '@/lib/log';
import { adminPaths } from '@/lib/routing';

/**
 * /auth/confirm?token_hash=…&type=recovery&next=…: a recovery or invitation link (Supabase's
 * token_hash pattern, and the embedded shim's). A valid link becomes a session (cookies written
 * here, where a route handler may) and goes on to `next`; anything else to /login?error=link.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const tokenHash = params.get('token_hash');
  const failed = `${adminPaths.login}?error=link`;
  if (params.get('type') !== 'recovery' || !tokenHash || tokenHash.length > 512)
    return relativeRedirect(failed, 303);
  let verified = false;
  try {
    verified = await (await requestAuth()).verifyRecovery(tokenHash);
  } catch (error) {
    log.error({ err: error }, 'Recovery link could not be checked');
  }
  if (!verified) return relativeRedirect(failed, 303);
  return relativeRedirect(safeNext(params.get('next')), 303);
}
