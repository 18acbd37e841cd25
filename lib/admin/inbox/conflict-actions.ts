'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { getBackend } from '@/lib/backend';
import { conflictResults, partyKinds } from '@/lib/inbox/conflicts';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import { viewerOf } from '@/lib/auth/guard';
import type { SessionClaims } from '@/lib/auth/types';
import { refusedState } from '@/lib/forms/state';
import { adminInboxItemPath } from '@/lib/routing';
import { uuidSchema } from '@/lib/validation/uuid';

// A lead's conflict check: its parties added and removed, its result recorded. Each is an
// adminAction asking personal.read; the database's function asks again and records the audit
// event in the same transaction. Each answers by opening the lead again,
// so a plain form post (no JavaScript) lands on the change.

const partySchema = z.object({
  id: uuidSchema,
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'partyNameRequired'), z.maxLength(200, 'partyNameTooLong')),
  kind: z.enum(partyKinds, 'invalidRequest'),
});
const removeSchema = z.object({
  id: uuidSchema,
  party: z.string().check(z.regex(/^[1-9][0-9]{0,17}$/, 'invalidRequest')),
});
const checkSchema = z.object({
  id: uuidSchema,
  result: z.enum(conflictResults, 'conflictResultRequired'),
  note: z.string().check(z.maxLength(2000, 'conflictNoteTooLong')),
});

const conflictsFor = async (claims: SessionClaims) =>
  (await getBackend()).conflicts(viewerOf(claims));
// The lead's own path, no fragment: the client router takes a redirect to the same path with a
// fragment for a scroll and would keep the page it has, without the change.
const backToCheck = (id: string) => redirect(adminInboxItemPath('lead', id));

/** Records a party of the lead (the client, a counterparty or a related company). */
export const addLeadPartyAction = adminAction({
  name: 'admin.inbox.party_add',
  capability: 'personal.read',
  text: ['id', 'name', 'kind'],
  schema: partySchema,
  failure: 'failed',
  async run({ id, name, kind }, { claims, values }) {
    const added = await (
      await conflictsFor(claims)
    ).addParty(id, name, kind, await auditIpHmacOf());
    if (!added) return refusedState(values, {}, 'notFound');
    backToCheck(id);
  },
});

/** Removes a party from the lead. */
export const removeLeadPartyAction = adminAction({
  name: 'admin.inbox.party_remove',
  capability: 'personal.read',
  text: ['id', 'party'],
  schema: removeSchema,
  failure: 'failed',
  async run({ id, party }, { claims, values }) {
    const conflicts = await conflictsFor(claims);
    const removed = await conflicts.removeParty(id, Number(party), await auditIpHmacOf());
    if (!removed) return refusedState(values, {}, 'notFound');
    backToCheck(id);
  },
});

/** Records the conflict check's result (clear or possible conflict) with a note, as the caller. */
export const recordConflictCheckAction = adminAction({
  name: 'admin.inbox.conflict_check',
  capability: 'personal.read',
  text: ['id', 'result', 'note'],
  multiline: ['note'],
  schema: checkSchema,
  failure: 'failed',
  async run({ id, result, note }, { claims, values }) {
    const conflicts = await conflictsFor(claims);
    const recorded = await conflicts.record(id, result, note.trim(), await auditIpHmacOf());
    if (!recorded) return refusedState(values, {}, 'notFound');
    backToCheck(id);
  },
});
