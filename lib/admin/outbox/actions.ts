'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { getBackend } from '@/lib/backend';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { refusedState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { adminPaths } from '@/lib/routing';
import { outboxRetriedParam } from './query';

// The outbox's one write: a failed e-mail put back in the queue, due now, for the scheduled job
// (or the next delivery after a form) to send. An adminAction: the guard asks personal.read
// again, and admin_retry_outbox checks a third time, changes only a failing e-mail, and records
// outbox.retry in the same transaction.

const retrySchema = z.object({ id: z.guid('invalidRequest') });

/**
 * Puts a failed e-mail back in the queue and opens the list with a notice (the row has left a
 * list filtered to the failed ones, so the notice cannot sit beside it); refused (nothing
 * changed) when the e-mail is not failing.
 */
export const retryOutboxAction = adminAction({
  name: 'admin.outbox.retry',
  capability: 'personal.read',
  text: ['id'],
  schema: retrySchema,
  failure: 'failed',
  async run({ id }, { claims, viewer, values, ip }) {
    const queued = await (await getBackend()).outbox(viewer).retry(id, await auditIpHmacOf(ip));
    if (!queued) return refusedState(values, {}, 'outboxNotFailing');
    log.info({ by: claims.sub, outboxId: id }, 'Failed e-mail queued again');
    revalidatePath(adminPaths.outbox, 'layout');
    redirect(`${adminPaths.outbox}?${outboxRetriedParam}=1`);
  },
});
