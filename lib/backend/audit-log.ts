import { z } from 'zod';
import { auditActions } from '@/lib/audit/actions';
import { entryKinds } from '@/lib/publications/types';
import type {
  AuditChainCheck,
  AuditEventInput,
  AuditFilters,
  AuditHeadMail,
  AuditPage,
  ServerAuditEventInput,
} from '@/lib/audit/types';
import type { OutgoingEmail } from '@/lib/email/types';
import { sqlArgs, type Rpc } from './rpc-error';

// The audit trail through the seam, written once for both adapters over their `rpc`: as the
// signed-in caller (record_audit_event takes the actor from the session; the list and the check
// refuse anybody but an admin), or as the server itself (the service role).

/** The trail as one caller sees it: records as them, reads if they are an admin. */
export interface AuditLog {
  /** Records one event with the caller as its actor; answers its id. */
  record(event: AuditEventInput): Promise<number>;
  /** One page of the trail, newest first. */
  list(filters: AuditFilters): Promise<AuditPage>;
  verify(): Promise<AuditChainCheck>;
  /** The accounts past the sign-in ceiling within the hour, newest first (admins only). */
  underAttack(): Promise<AccountUnderAttack[]>;
}

/** An account someone is guessing the password of: by the throttle's salted hash of its e-mail. */
export type AccountUnderAttack = { accountHash: string; failures: number; lastAt: Date };

/** The trail with the server's own authority: events without a session, the daily head mail. */
export interface ServerAuditLog {
  record(event: ServerAuditEventInput): Promise<number>;
  verify(): Promise<AuditChainCheck>;
  /** What `day`'s head mail says, or null (sent already, or nothing recorded yet). */
  headMailDue(day: string): Promise<AuditHeadMail | null>;
  /** Claims `day` and queues its e-mails in one step; false when the day was claimed already. */
  enqueueHeadMail(
    day: string,
    head: { id: number; hash: string },
    emails: OutgoingEmail[],
  ): Promise<boolean>;
}

const eventRow = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  action: z.enum(auditActions),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  entry_kind: z.enum(entryKinds).nullish(),
  fields: z.array(z.string()),
});
const pageRow = z.object({
  total: z.number().int(),
  items: z.array(eventRow),
  actors: z.array(z.object({ id: z.string(), email: z.string() })),
});
const checkRows = z.array(
  z.object({
    ok: z.boolean(),
    first_broken_id: z.number().int().nullable(),
    checked: z.number().int(),
    head_id: z.number().int().nullable(),
    head_hash: z.string().nullable(),
  }),
);
const attackRows = z.array(
  z.object({
    account_hash: z.string(),
    failures: z.number().int(),
    last_at: z.coerce.date(),
  }),
);

const headMailRow = z
  .object({
    ok: z.boolean(),
    first_broken_id: z.number().int().nullable(),
    head_id: z.number().int(),
    head_hash: z.string(),
    recipients: z.array(z.string()),
  })
  .nullable();

function mapPage(json: unknown): AuditPage {
  const row = pageRow.parse(json);
  return {
    total: row.total,
    actors: row.actors,
    events: row.items.map((item) => ({
      id: item.id,
      at: new Date(item.at).toISOString(),
      actor: item.actor_id
        ? { id: item.actor_id, email: item.actor_email, role: item.actor_role }
        : null,
      action: item.action,
      target:
        item.target_kind && item.target_id
          ? {
              kind: item.target_kind,
              id: item.target_id,
              ...(item.entry_kind ? { entryKind: item.entry_kind } : {}),
            }
          : null,
      fields: item.fields,
    })),
  };
}

function mapCheck(json: unknown): AuditChainCheck {
  const row = checkRows.parse(json)[0];
  if (!row) throw new Error('verify_audit_chain answered no row');
  if (!row.ok) return { ok: false, firstBrokenId: row.first_broken_id ?? 0 };
  return {
    ok: true,
    checked: row.checked,
    head: row.head_id !== null && row.head_hash ? { id: row.head_id, hash: row.head_hash } : null,
  };
}

const eventArgs = (event: AuditEventInput) => ({
  action: event.action,
  targetKind: event.target?.kind ?? null,
  targetId: event.target?.id ?? null,
  fields: event.fields ?? [],
  ipHmac: event.ipHmac ?? null,
});

const filterArgs = ({ target, from, to, ...rest }: AuditFilters) =>
  Object.fromEntries(
    Object.entries({
      ...rest,
      from: from?.toISOString(),
      to: to?.toISOString(),
      targetKind: target?.kind,
      targetId: target?.id,
    }).filter(([, value]) => value !== undefined),
  );

/** The trail as the caller behind `rpc`. */
export function auditLog(rpc: Rpc): AuditLog {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    record: async (event) => Number(await call('record_audit_event', eventArgs(event))),
    list: async (filters) => mapPage(await call('admin_list_audit_events', filterArgs(filters))),
    verify: async () => mapCheck(await call('verify_audit_chain', {})),
    underAttack: async () =>
      attackRows.parse(await call('sign_in_attacks_now', {})).map((row) => ({
        accountHash: row.account_hash,
        failures: row.failures,
        lastAt: row.last_at,
      })),
  };
}

/** The trail with the server's authority (`rpc` runs as the service role). */
export function serverAuditLog(rpc: Rpc): ServerAuditLog {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    record: async ({ actorId, ...event }) =>
      Number(await call('record_audit_event', { ...eventArgs(event), actorId: actorId ?? null })),
    verify: async () => mapCheck(await call('verify_audit_chain', {})),
    async headMailDue(day) {
      const row = headMailRow.parse(await call('audit_head_mail_due', { day }));
      if (!row) return null;
      return {
        check: { ok: row.ok, firstBrokenId: row.first_broken_id },
        head: { id: row.head_id, hash: row.head_hash },
        recipients: row.recipients,
      };
    },
    enqueueHeadMail: async (day, head, emails) =>
      (await call('enqueue_audit_head_mail', {
        day,
        headId: head.id,
        headHash: head.hash,
        emails,
      })) === true,
  };
}
