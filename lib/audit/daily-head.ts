import 'server-only';
import { getBackend } from '@/lib/backend';
import type { ServerAuditLog } from '@/lib/backend/types';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { auditHeadEmail } from '@/lib/email/templates';
import { log } from '@/lib/log';
import { defaultLocale, type Locale } from '@/lib/routing';

// Once a day the chain's head hash goes to every admin through the outbox: an edit made inside
// the database (which can recompute every hash after it) still cannot change what was mailed.
// The day is the firm's (Bogotá); the database claims it together with queueing the e-mails, so
// however many servers and timers ask, one mail per admin per day goes out.

const auditLogger = log.child({ module: 'audit' });

/** The firm's calendar day of `now`, YYYY-MM-DD. */
export const firmDay = (now: Date) => firmInputFromIso(now.toISOString()).slice(0, 10);

/**
 * Queues today's head mail unless it went already (or nothing is recorded yet); answers whether
 * this call queued it. `locale`: the admins' language (the staff area's default until each
 * admin's own is stored).
 */
export async function queueDailyAuditHead(
  now: Date,
  audit?: ServerAuditLog,
  locale: Locale = defaultLocale,
): Promise<boolean> {
  const trail = audit ?? (await getBackend()).serverAudit;
  const day = firmDay(now);
  const due = await trail.headMailDue(day);
  if (!due || due.recipients.length === 0) return false;
  const emails = await Promise.all(
    due.recipients.map((to) =>
      auditHeadEmail({ to, locale, day, head: due.head, firstBrokenId: due.check.firstBrokenId }),
    ),
  );
  const queued = await trail.enqueueHeadMail(day, due.head, emails);
  if (queued && !due.check.ok)
    auditLogger.error({ firstBrokenId: due.check.firstBrokenId }, 'The audit chain is broken');
  return queued;
}
