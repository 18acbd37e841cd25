import type { FormsStore } from '@/lib/backend/types';
import { log } from '@/lib/log';
import type { Transport } from './types';

const outboxLog = log.child({ module: 'outbox' });

export type DeliveryReport = { sent: number; failed: number };

/**
 * Sends due e-mails from the outbox: each is claimed (so no two senders take it), sent with its
 * row id as idempotency key, then marked sent; a failure or a time-out puts it back with an
 * exponential delay. Nothing is ever dropped.
 */
export async function deliverOutbox(
  store: FormsStore,
  transport: Transport,
  {
    limit = 20,
    ids,
    timeoutMs = 15_000,
  }: { limit?: number; ids?: string[]; timeoutMs?: number } = {},
): Promise<DeliveryReport> {
  const claimed = await store.claimOutbox(limit, ids);
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (const email of claimed) {
    try {
      const signal = AbortSignal.timeout(timeoutMs);
      const aborted = new Promise<never>((_, reject) =>
        signal.addEventListener(
          'abort',
          () => reject(new Error(`timed out after ${timeoutMs} ms`)),
          { once: true },
        ),
      );
      const { id } = await Promise.race([transport.send(email, email.id, signal), aborted]);
      await store.completeOutbox(email.id, transport.name, id);
      report.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await store.failOutbox(email.id, reason);
      outboxLog.warn(
        { outboxId: email.id, kind: email.kind, attempts: email.attempts, reason },
        'E-mail not delivered; it stays in the outbox for a later try',
      );
      report.failed += 1;
    }
  }
  return report;
}
