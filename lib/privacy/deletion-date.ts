import type { InboxItem } from '@/lib/inbox/types';
import { addPeriod, retentionRules, type RetentionRules } from './retention';

/** The rules that delete an inbox item. */
export type InboxRetentionRule =
  'contactMessages' | 'engagedClientLeads' | 'careerApplications' | 'spam';

/**
 * When the scheduled purge will delete an inbox item, or why it will not: the same rules
 * `purge_retention` applies (lib/privacy/retention.ts), read from the item as its page has it.
 * Legal hold wins over everything; "keep" stops an application's own period, not the spam one.
 */
export type ScheduledDeletion =
  | { state: 'held'; since: string; reason: string }
  | { state: 'kept'; since: string; reason: string }
  | { state: 'due'; at: Date; rule: InboxRetentionRule };

type RetentionFields = Pick<
  InboxItem,
  | 'kind'
  | 'status'
  | 'created_at'
  | 'spam_at'
  | 'history'
  | 'legal_hold_reason'
  | 'legal_hold_at'
  | 'keep_reason'
  | 'keep_at'
>;

/** The item's deletion as the retention rules schedule it. */
export function scheduledDeletion(
  item: RetentionFields,
  rules: RetentionRules = retentionRules,
): ScheduledDeletion {
  if (item.legal_hold_at && item.legal_hold_reason)
    return { state: 'held', since: item.legal_hold_at, reason: item.legal_hold_reason };
  const spam = item.spam_at
    ? { at: addPeriod(new Date(item.spam_at), rules.spam.period), rule: 'spam' as const }
    : null;
  let own: { at: Date; rule: InboxRetentionRule } | null;
  if (item.kind === 'application') {
    own =
      item.keep_at && item.keep_reason
        ? null
        : {
            at: addPeriod(new Date(item.created_at), rules.careerApplications.period),
            rule: 'careerApplications' as const,
          };
    if (!own && !spam && item.keep_at && item.keep_reason)
      return { state: 'kept', since: item.keep_at, reason: item.keep_reason };
  } else {
    const last = item.history.reduce(
      (latest, change) => (change.at > latest ? change.at : latest),
      item.created_at,
    );
    const rule = item.status === 'engaged' ? 'engagedClientLeads' : 'contactMessages';
    own = { at: addPeriod(new Date(last), rules[rule].period), rule };
  }
  const due = [own, spam]
    .filter((candidate) => candidate !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())[0]!;
  return { state: 'due', ...due };
}
