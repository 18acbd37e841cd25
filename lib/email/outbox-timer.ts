import 'server-only';
import { queueDailyAuditHead } from '@/lib/audit/daily-head';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';
import { purgeDueRetention } from '@/lib/privacy/retention-purge';
import { purgeDueTrash } from '@/lib/publications/trash-purge';
import { deliverOutbox, type DeliveryReport } from './outbox';
import { defaultTransport } from './transports';

const outboxLog = log.child({ module: 'outbox' });

/** How often a long-running server retries the outbox (what vercel.json asks of Vercel Cron). */
export const outboxRetryIntervalMs = 5 * 60_000;

/**
 * Sends what is due in the outbox: the cron route and the server's own timer both call it. It
 * first queues the audit trail's daily head mail when today's has not gone yet; a failure there
 * is logged and delays no other e-mail.
 */
export async function deliverDueOutbox(now = new Date()): Promise<DeliveryReport> {
  const { forms } = await getBackend();
  try {
    await queueDailyAuditHead(now);
  } catch (error) {
    outboxLog.error({ err: error }, 'The audit head mail could not be queued; next try later');
  }
  return deliverOutbox(forms, defaultTransport(), { limit: 50 });
}

/** What one run of the scheduled job did: the outbox's report, and how many entries the purge took (null when it failed). */
export type ScheduledReport = DeliveryReport & { purged: number | null };

/**
 * The scheduled job (the cron route and the server's own timer): sends what is due in the
 * outbox, then empties the trash of what has waited 30 days and applies the retention periods
 * (lib/privacy/retention.ts). A failed purge is logged and retried on the next run; it never
 * stops the e-mail.
 */
export async function runScheduledJobs(): Promise<ScheduledReport> {
  const report = await deliverDueOutbox();
  const purged = await purgeDueTrash().catch((error: unknown) => {
    outboxLog.error({ err: error }, 'The trash could not be purged; next try on the next run');
    return null;
  });
  // The retention periods (spam, old messages and applications, e-mail bodies, unconfirmed
  // sign-ups, old audit events) on the same run; a failure waits for the next one.
  await purgeDueRetention().catch((error: unknown) => {
    outboxLog.error(
      { err: error },
      'The retention periods could not be applied; next try on the next run',
    );
  });
  return { ...report, purged };
}

const globalForTimer = globalThis as unknown as { __outboxTimer?: NodeJS.Timeout };

/**
 * Runs the scheduled job every five minutes in this process, with no request needed: an e-mail
 * whose first try failed goes out on its own on a server nobody visits, and the trash is purged. Started once per process
 * (a second call does nothing); unref'd, so it never keeps a stopping process alive. A run that
 * is still going when the next one is due is not doubled.
 */
export function startOutboxTimer(deliver: () => Promise<DeliveryReport> = runScheduledJobs) {
  if (globalForTimer.__outboxTimer) return globalForTimer.__outboxTimer;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const report = await deliver();
      if (report.sent + report.failed > 0) outboxLog.info(report, 'Outbox retried');
    } catch (error) {
      outboxLog.error({ err: error }, 'The outbox could not be retried; next try in five minutes');
    } finally {
      running = false;
    }
  }, outboxRetryIntervalMs);
  timer.unref();
  globalForTimer.__outboxTimer = timer;
  return timer;
}

/** Stops the timer (tests). */
export function stopOutboxTimer() {
  clearInterval(globalForTimer.__outboxTimer);
  globalForTimer.__outboxTimer = undefined;
}
