/**
 * How long the firm keeps each kind of personal data: the one list the scheduled purge applies
 * (through `purge_retention`, which receives these periods as its argument) and the privacy
 * policy renders (its retention section), so the two cannot disagree. Each rule has a key that
 * the registry of personal-data columns names; a period is a whole number of days, months or
 * years, which the database reads as an interval.
 *
 * No `server-only` marker: the public policy page renders these periods too.
 */

export type RetentionUnit = 'days' | 'months' | 'years';
export type RetentionPeriod = { readonly amount: number; readonly unit: RetentionUnit };

/**
 * What starts a rule's clock: delivery of the e-mail, the item's last status change, its
 * receipt, the sign-up, the event's own time.
 */
export type RetentionClock =
  'delivered' | 'lastStatusChange' | 'received' | 'signedUp' | 'recorded';

export type RetentionRule = {
  readonly period: RetentionPeriod;
  readonly clock: RetentionClock;
  /** What happens when the period ends: the row goes, or only its content is emptied. */
  readonly action: 'delete' | 'empty';
};

/**
 * The period the firm sets for its client records (an engaged client's lead). Ten years is the
 * term the commercial code sets for a merchant's books and papers; a firm that keeps its files
 * longer changes it here, and the policy and the purge follow.
 */
export const clientRecordsPeriod: RetentionPeriod = { amount: 10, unit: 'years' };

export const retentionRules = {
  /** A sent e-mail's subject and bodies are emptied; who, when, kind and status stay. */
  outboxBodies: { period: { amount: 30, unit: 'days' }, clock: 'delivered', action: 'empty' },
  /** A contact message whose lead was not engaged. */
  contactMessages: {
    period: { amount: 24, unit: 'months' },
    clock: 'lastStatusChange',
    action: 'delete',
  },
  /** A contact message whose lead became a client (status engaged). */
  engagedClientLeads: { period: clientRecordsPeriod, clock: 'lastStatusChange', action: 'delete' },
  /** A career application and its CV, unless an admin marked it "keep" with a reason. */
  careerApplications: {
    period: { amount: 12, unit: 'months' },
    clock: 'received',
    action: 'delete',
  },
  /** A newsletter sign-up never confirmed. */
  newsletterUnconfirmed: {
    period: { amount: 30, unit: 'days' },
    clock: 'signedUp',
    action: 'delete',
  },
  /** A data subject's request never confirmed through its link, counted from its filing. */
  dataRequestsUnconfirmed: {
    period: { amount: 30, unit: 'days' },
    clock: 'received',
    action: 'delete',
  },
  /**
   * A data subject's request once closed (answered, rejected or withdrawn), with its steps: the
   * record that the firm handled it, kept as long as the audit trail that records the handling.
   */
  dataRequests: {
    period: { amount: 5, unit: 'years' },
    clock: 'lastStatusChange',
    action: 'delete',
  },
  /** A lead or application marked as spam, counted from the mark. */
  spam: { period: { amount: 30, unit: 'days' }, clock: 'recorded', action: 'delete' },
  /** The audit trail: older events go, with the chain's checkpoint written in the same transaction. */
  auditEvents: { period: { amount: 5, unit: 'years' }, clock: 'recorded', action: 'delete' },
} as const satisfies Record<string, RetentionRule>;

/**
 * Kept with no period of their own and only as a keyed hash (HMAC-SHA256 under a server secret,
 * never the address): the addresses that unsubscribed, or whose personal data was deleted, kept
 * as suppressed so a send still skips them. The purge leaves them; a confirmed new sign-up, or an
 * admin who types the address, lifts the suppression. The policy states each in its own words.
 */
export const hashedOnly = ['suppressedAddresses'] as const;
export type HashedOnlyKey = (typeof hashedOnly)[number];

export type RetentionKey = keyof typeof retentionRules;
export type RetentionRules = Record<RetentionKey, RetentionRule>;
export const retentionKeys = Object.keys(retentionRules) as RetentionKey[];

/** A period as a PostgreSQL interval ('30 days', '24 months'). */
export function periodInterval(period: RetentionPeriod): string {
  return `${period.amount} ${period.unit}`;
}

/** The periods as `purge_retention` takes them: each key → its interval. */
export function purgePeriods(rules: RetentionRules = retentionRules): Record<RetentionKey, string> {
  return Object.fromEntries(
    retentionKeys.map((key) => [key, periodInterval(rules[key].period)]),
  ) as Record<RetentionKey, string>;
}

/** `from` plus a period, in calendar terms (a month is a calendar month, as in PostgreSQL). */
export function addPeriod(from: Date, period: RetentionPeriod): Date {
  const at = new Date(from.getTime());
  if (period.unit === 'days') at.setUTCDate(at.getUTCDate() + period.amount);
  else if (period.unit === 'months') at.setUTCMonth(at.getUTCMonth() + period.amount);
  else at.setUTCFullYear(at.getUTCFullYear() + period.amount);
  return at;
}
