'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { teamIds } from '@/lib/content/team-ids';
import { leadAssignedEmails } from '@/lib/forms/lead-assigned';
import { scheduleDelivery } from '@/lib/forms/server';
import { refusedState } from '@/lib/forms/state';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { inboxKinds, inboxStatuses } from '@/lib/inbox/statuses';
import { log } from '@/lib/log';
import { adminInboxItemPath } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';
import { inboxFor } from './loaders';

// The inbox's writes, each an adminAction (lib/actions/form-action.ts) asking personal.read: the
// guard asks, then the database's function asks again and records the audit event in the same
// transaction. Each answers by opening the item again, so a plain form post (no JavaScript) lands
// on the item with the change shown.

const itemFields = { kind: z.enum(inboxKinds, 'invalidRequest'), id: uuidSchema };

const statusSchema = z.object({ ...itemFields, status: z.enum(inboxStatuses, 'invalidRequest') });
const assignSchema = z.object({
  id: uuidSchema,
  lawyer: z.union([z.enum(teamIds, 'invalidRequest'), z.literal('')]),
});
const noteSchema = z.object({
  ...itemFields,
  body: z.string().check(z.minLength(1, 'noteRequired'), z.maxLength(4000, 'noteTooLong')),
});
const spamSchema = z.object({ ...itemFields, spam: z.enum(['1', '0'], 'invalidRequest') });

/** Moves an item to another status; a move the list does not have is refused in words. */
export const setInboxStatusAction = adminAction({
  name: 'admin.inbox.status',
  capability: 'personal.read',
  text: ['kind', 'id', 'status'],
  schema: statusSchema,
  failure: 'failed',
  async run({ kind, id, status }, { claims, values }) {
    const outcome = await (
      await inboxFor(claims)
    ).setStatus(kind, id, status, await auditIpHmacOf());
    if (outcome !== 'done')
      return refusedState(values, {}, outcome === 'refused' ? 'statusRefused' : 'notFound');
    redirect(adminInboxItemPath(kind, id));
  },
});

/**
 * Assigns a lead to a lawyer of the team (or to nobody) and tells that lawyer's staff accounts
 * through the outbox: a link to the lead, never its content.
 */
export const assignLeadAction = adminAction({
  name: 'admin.inbox.assign',
  capability: 'personal.read',
  text: ['id', 'lawyer'],
  schema: assignSchema,
  failure: 'failed',
  async run({ id, lawyer }, { claims, forms, values }) {
    const inbox = await inboxFor(claims);
    const outcome = await inbox.assignLead(id, lawyer || null, await auditIpHmacOf());
    if (outcome.status === 'not_found') return refusedState(values, {}, 'notFound');
    if (outcome.status === 'done' && lawyer) {
      try {
        const mails = await leadAssignedEmails(forms, id, lawyer);
        scheduleDelivery(forms, await forms.enqueueEmails(mails));
      } catch (error) {
        // The assignment stands; only the e-mail is missing, which the log says.
        log.error({ err: error, lead: id }, 'Lead assignment e-mail not queued');
      }
    }
    redirect(adminInboxItemPath('lead', id));
  },
});

/** Adds an internal note (never sent to the visitor) to an item. */
export const addInboxNoteAction = adminAction({
  name: 'admin.inbox.note',
  capability: 'personal.read',
  text: ['kind', 'id', 'body'],
  multiline: ['body'],
  schema: noteSchema,
  failure: 'failed',
  async run({ kind, id, body }, { claims, values }) {
    const added = await (await inboxFor(claims)).addNote(kind, id, body, await auditIpHmacOf());
    if (!added) return refusedState(values, {}, 'notFound');
    redirect(adminInboxItemPath(kind, id));
  },
});

/** Marks an item as spam (hidden from the list, deleted 30 days later) or takes the mark off. */
export const markInboxSpamAction = adminAction({
  name: 'admin.inbox.spam',
  capability: 'personal.read',
  text: ['kind', 'id', 'spam'],
  schema: spamSchema,
  failure: 'failed',
  async run({ kind, id, spam }, { claims, values }) {
    const inbox = await inboxFor(claims);
    const marked = await inbox.markSpam(kind, id, spam === '1', await auditIpHmacOf());
    if (!marked) return refusedState(values, {}, 'notFound');
    redirect(adminInboxItemPath(kind, id));
  },
});
