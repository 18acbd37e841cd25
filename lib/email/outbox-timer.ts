import 'server-only';
import { queueDailyAuditHead } from '@/lib/audit/daily-head';
import { getBackend } from '@/lib/backend';
import { log } from '@/lib/log';
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

const globalForTimer = globalThis as unknown as { __outboxTimer?: NodeJS.Timeout };

/**
 * Retries the outbox every five minutes in this process, with no request needed: an e-mail whose
 * first try failed goes out on its own on a server nobody visits. Started once per process
 * (a second call does nothing); unref'd, so it never keeps a stopping process alive. A run that
 * is still going when the next one is due is not doubled.
 */
export function startOutboxTimer(deliver: () => Promise<DeliveryReport> = deliverDueOutbox) {
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
