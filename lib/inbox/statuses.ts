// The inbox's kinds and statuses, and the moves between them. The database holds the same list
// (public.inbox_status_allowed) and refuses any other move; lib/backend/inbox.test.ts keeps the
// two equal. Pure: the screens and the tests share it.

/** What the inbox holds: a contact message (a lead) or a career application. */
export const inboxKinds = ['lead', 'application'] as const;
export type InboxKind = (typeof inboxKinds)[number];

export const leadStatuses = [
  'new',
  'contacted',
  'consultation',
  'engaged',
  'not_engaged',
  'discarded',
] as const;
export const applicationStatuses = ['received', 'in_review', 'interview', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export type ApplicationStatus = (typeof applicationStatuses)[number];
export type InboxStatus = LeadStatus | ApplicationStatus;

/** Every status, for the list's filter. */
export const inboxStatuses = [...leadStatuses, ...applicationStatuses] as const;

const moves: Record<InboxKind, Record<string, readonly InboxStatus[]>> = {
  lead: {
    new: ['contacted', 'discarded'],
    contacted: ['consultation', 'not_engaged', 'discarded'],
    consultation: ['engaged', 'not_engaged', 'discarded'],
  },
  application: {
    received: ['in_review', 'closed'],
    in_review: ['interview', 'closed'],
    interview: ['closed'],
  },
};

/** The statuses an item of `kind` may move to from `from` (none from a final one). */
export function nextStatuses(kind: InboxKind, from: string): readonly InboxStatus[] {
  return moves[kind][from] ?? [];
}
