import type { EntryKind } from '@/lib/publications/types';
import type { AuditAction } from './actions';

// The audit trail's app types: what server code records, and what the admins' page reads. The
// seam (lib/backend/audit-log.ts) maps the SQL functions' rows to these.

/** One event as server code records it. The actor is the session's; never spelled here. */
export type AuditEventInput = {
  action: AuditAction;
  target?: { kind: string; id: string } | null;
  /** Names of the fields changed (snake_case, as the columns), never their values. */
  fields?: string[];
  /** HMAC-SHA256 of the client address (lib/audit/ip-hmac.ts), or null when unknown. */
  ipHmac?: string | null;
};

/** An event recorded by the server itself (no session): it may name the account concerned. */
export type ServerAuditEventInput = AuditEventInput & { actorId?: string | null };

/** The page's filters; each unset one matches everything. `to` is exclusive. */
export type AuditFilters = {
  actorId?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
  target?: { kind: string; id: string };
  page?: number;
  pageSize?: number;
};

export type AuditEvent = {
  id: number;
  at: string;
  actor: { id: string; email: string | null; role: string | null } | null;
  action: AuditAction;
  /** `entryKind`: an entry's kind while it exists, for the link to its editor. */
  target: {
    kind: string;
    id: string;
    entryKind?: EntryKind;
  } | null;
  fields: string[];
};

export type AuditPage = {
  total: number;
  events: AuditEvent[];
  /** Every account that appears in the trail, for the person filter. */
  actors: { id: string; email: string }[];
};

/** The chain's check: ok with its head, or the first row that does not match. */
export type AuditChainCheck =
  | { ok: true; checked: number; head: { id: number; hash: string } | null }
  | { ok: false; firstBrokenId: number };

/** What the day's head mail says, or nothing to send. */
export type AuditHeadMail = {
  check: { ok: boolean; firstBrokenId: number | null };
  head: { id: number; hash: string };
  recipients: string[];
};
