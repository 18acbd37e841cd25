import 'server-only';
import { getBackend } from '@/lib/backend';
import { mailFolder } from '@/lib/email/transports';
import { log } from '@/lib/log';
import { purgeMailLog } from './mail-log-purge';
import { addPeriod, purgePeriods, retentionRules, type RetentionRules } from './retention';

const privacyLog = log.child({ module: 'retention' });

/**
 * Applies every retention period (the scheduled job's, with the server's own authority): the
 * database deletes or empties what is due, records each rule's count in the audit trail, and
 * answers the CVs of the applications that went, which are removed here; the embedded default's
 * mail log loses its copies of e-mails as old as the bodies the outbox empties. Logs counts only,
 * never a name. A CV that cannot be removed is logged and left; its row is gone already.
 */
export async function purgeDueRetention(
  rules: RetentionRules = retentionRules,
  now: Date = new Date(),
  mailLog: string | null = mailFolder(),
): Promise<Record<string, number>> {
  const { maintenance, forms } = await getBackend();
  const purged = await maintenance.purgeRetention(purgePeriods(rules));
  for (const name of purged.resumes)
    await forms.deleteResume(name).catch((error: unknown) => {
      privacyLog.error({ err: error, resume: name }, 'A purged application’s CV was not removed');
    });
  // Addresses unsubscribed before suppressions existed are kept only as their hash from now on.
  const counts: Record<string, number> = {
    ...purged.counts,
    unsubscribedHashed: await forms.hashUnsubscribed(500),
  };
  const cut = addPeriod(now, {
    amount: -rules.outboxBodies.period.amount,
    unit: rules.outboxBodies.period.unit,
  });
  counts.mailLog = await purgeMailLog(mailLog, cut).catch((error: unknown) => {
    privacyLog.error({ err: error }, 'The mail log could not be purged; next try on the next run');
    return 0;
  });
  if (Object.values(counts).some((count) => count > 0))
    privacyLog.info(counts, 'Retention periods applied');
  return counts;
}
