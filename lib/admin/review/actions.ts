'use server';

import { refresh } from 'next/cache';
import { adminAction } from '@/lib/actions/form-action';
import { getBackend } from '@/lib/backend';
import type { ReviewOutcome } from '@/lib/backend/types';
import { refusedState, type FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateEntry } from '@/lib/publications/tags';
import { decisionSchema, returnSchema } from './schema';

// The editors' review decisions, each an adminAction (lib/actions/form-action.ts) under
// entries.review: the guard asks again here, whatever the page showed, and the SQL functions a
// third time. Each names the version the editor saw: a draft changed since is not decided blind.
// Sending to review is the entry save's (lib/admin/entries/actions.ts): it saves what is typed
// first.

/** A refused decision as the form shows it; null when it went through. */
function refusal(outcome: ReviewOutcome, values: Record<string, string>): FormState | null {
  switch (outcome.status) {
    case 'done':
      return null;
    case 'badNote':
      return refusedState(values, { note: 'reviewNoteRequired' });
    case 'notPending':
      return refusedState(values, {}, 'reviewNotPending');
    default:
      return refusedState(values, {}, outcome.status);
  }
}

/** Publishes a pending draft as its author sent it. */
export const approveReviewAction = adminAction({
  name: 'admin.review.approve',
  capability: 'entries.review',
  text: ['id', 'version'],
  schema: decisionSchema,
  failure: 'failed',
  async run({ id, version }, { claims, viewer, values }) {
    const content = (await getBackend()).adminContent(viewer);
    const outcome = await content.approveReview(id, Number(version));
    const refused = refusal(outcome, values);
    if (refused) return refused;
    if (outcome.status === 'done' && outcome.published) invalidateEntry(outcome.published);
    log.info({ by: claims.sub, entry: id }, 'Review approved');
    refresh();
    return { status: 'success', values: { decision: 'approved' } };
  },
});

/** Returns a pending draft to its author with a note they read on top of their editor. */
export const returnReviewAction = adminAction({
  name: 'admin.review.return',
  capability: 'entries.review',
  text: ['id', 'version', 'note'],
  multiline: ['note'],
  schema: returnSchema,
  failure: 'failed',
  async run({ id, version, note }, { claims, viewer, values }) {
    const content = (await getBackend()).adminContent(viewer);
    const refused = refusal(await content.returnReview(id, Number(version), note), values);
    if (refused) return refused;
    log.info({ by: claims.sub, entry: id }, 'Review returned');
    refresh();
    return { status: 'success', values: { decision: 'returned' } };
  },
});
