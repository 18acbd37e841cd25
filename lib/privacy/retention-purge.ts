import 'server-only';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';
import { purgePeriods, retentionRules, type RetentionRules } from './retention';

const privacyLog = log.child({ module: 'retention' });

/**
 * Applies every retention period (the scheduled job's, with the server's own authority): the
 * database deletes or empties what is due, records each rule's count in the audit trail, and
 * answers the CVs of the applications that went, which are removed here. Logs counts only,
 * never a name. A CV that cannot be removed is logged and left; its row is gone already.
 */
export async function purgeDueRetention(
  rules: RetentionRules = retentionRules,
): Promise<Record<string, number>> {
  const { maintenance, forms } = await getBackend();
  const purged = await maintenance.purgeRetention(purgePeriods(rules));
  for (const name of purged.resumes)
    await forms.deleteResume(name).catch((error: unknown) => {
      privacyLog.error({ err: error, resume: name }, 'A purged application’s CV was not removed');
    });
  if (Object.values(purged.counts).some((count) => count > 0))
    privacyLog.info(purged.counts, 'Retention periods applied');
  return purged.counts;
}
