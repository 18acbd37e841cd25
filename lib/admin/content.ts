import 'server-only';
import { viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { AdminContent } from '@/lib/backend/types';

/**
 * The admin's reads and writes as the signed-in user of `claims` (from the guard): the database
 * checks the caller's role again on every call (require_permission), so a session that ended in
 * between is refused.
 */
export async function adminContent(claims: SessionClaims): Promise<AdminContent> {
  return (await getBackend()).adminContent(viewerOf(claims));
}
