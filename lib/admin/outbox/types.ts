// The outbox as the admins read it: app types, mapped from the database's rows at the seam
// (lib/backend/outbox-viewer.ts). Addresses and bodies here are as stored; the viewer's loaders
// mask them before a page gets them.

/** An e-mail's state: waiting to go, gone, or its last try failed (it is tried again later). */
export const outboxStates = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof outboxStates)[number];

/** One queued e-mail as the list shows it. */
export type OutboxRow = {
  id: string;
  kind: string;
  to: string;
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  providerId: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** One page of the outbox, with every kind it holds (for the filter). */
export type OutboxPage = { total: number; rows: OutboxRow[]; kinds: string[] };

/** What the list asks for: null filters match anything; pages count from 1. */
export type OutboxFilters = { state: OutboxState | null; kind: string | null; page: number };

/** One e-mail with its subject and plain-text body. */
export type OutboxMessage = OutboxRow & { subject: string; text: string };

/** The outbox as one caller reads it (only who holds personal.read; the database decides). */
export interface OutboxViewer {
  list(filters: OutboxFilters, pageSize: number): Promise<OutboxPage>;
  /** One e-mail, or null; the reading is recorded in the audit trail. */
  read(id: string, ipHmac: string | null): Promise<OutboxMessage | null>;
  /** Puts a failed e-mail back in the queue; false when it is not failing. Recorded. */
  retry(id: string, ipHmac: string | null): Promise<boolean>;
  /** How many e-mails are failing whose last try failed in the last 24 hours. */
  failing(): Promise<number>;
}
