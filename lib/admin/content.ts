import 'server-only';
import type { SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import type { AdminContent } from '@/lib/backend/types';

/**
 * The admin's reads and writes as the signed-in user of `claims` (from requireAdmin()): the
 * database checks is_admin() again on every call, so a session that ended in between is refused.
 */
export async function adminContent(claims: SessionClaims): Promise<AdminContent> {
  return (await getBackend()).adminContent({ kind: 'user', id: claims.sub, claims });
}
