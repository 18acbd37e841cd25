'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { refusedState } from '@/lib/forms/state';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { inboxKinds } from '@/lib/inbox/statuses';
import { adminInboxItemPath } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';
import { inboxFor } from './loaders';

// Retention on an inbox item, each an adminAction asking personal.read: a legal hold (the purge
// never deletes the item) and an application's "keep" mark (its own period stops), both with a
// reason the database keeps with who and when, and records in the audit trail. Placing one needs
// a reason; lifting one sends none.

const reasonField = z.string().check(z.maxLength(500, 'retentionReasonTooLong'));
const placed = (value: { set: '1' | '0'; reason: string }) =>
  value.set === '0' || value.reason.trim().length >= 3;
const setField = z.enum(['1', '0'], 'invalidRequest');

const holdSchema = z
  .object({
    kind: z.enum(inboxKinds, 'invalidRequest'),
    id: uuidSchema,
    set: setField,
    reason: reasonField,
  })
  .check(z.refine(placed, { error: 'retentionReasonRequired', path: ['reason'] }));
const keepSchema = z
  .object({ id: uuidSchema, set: setField, reason: reasonField })
  .check(z.refine(placed, { error: 'retentionReasonRequired', path: ['reason'] }));

/** Puts an item under legal hold with a reason, or lifts the hold. */
export const setLegalHoldAction = adminAction({
  name: 'admin.inbox.legal_hold',
  capability: 'personal.read',
  text: ['kind', 'id', 'set', 'reason'],
  multiline: ['reason'],
  schema: holdSchema,
  failure: 'failed',
  async run({ kind, id, set, reason }, { claims, values }) {
    const inbox = await inboxFor(claims);
    const done = await inbox.setLegalHold(
      kind,
      id,
      set === '1' ? reason.trim() : null,
      await auditIpHmacOf(),
    );
    if (!done) return refusedState(values, {}, 'notFound');
    redirect(adminInboxItemPath(kind, id));
  },
});

/** Marks an application "keep" with a reason (its 12 months stop), or takes the mark off. */
export const setApplicationKeepAction = adminAction({
  name: 'admin.inbox.keep',
  capability: 'personal.read',
  text: ['id', 'set', 'reason'],
  multiline: ['reason'],
  schema: keepSchema,
  failure: 'failed',
  async run({ id, set, reason }, { claims, values }) {
    const inbox = await inboxFor(claims);
    const done = await inbox.setKeep(id, set === '1' ? reason.trim() : null, await auditIpHmacOf());
    if (!done) return refusedState(values, {}, 'notFound');
    redirect(adminInboxItemPath('application', id));
  },
});
