import 'server-only';
import { requirePage, viewerOf } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import type { LeadConflicts } from '@/lib/inbox/conflicts';

/**
 * A lead's conflict check for its page: its parties, their matches in earlier leads and the
 * results recorded, or null (no such lead). For a caller the guard lets read personal data.
 */
export async function getLeadConflicts(id: string): Promise<LeadConflicts | null> {
  const { claims } = await requirePage('personal.read');
  return (await getBackend()).conflicts(viewerOf(claims)).read(id);
}
