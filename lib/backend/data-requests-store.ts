import { z } from 'zod';
import type { CalendarOverride } from '@/lib/dates/colombia-calendar';
import type { OutgoingEmail } from '@/lib/email/types';
import {
  requestKinds,
  requestStatuses,
  type RequestKind,
  type RequestStatus,
} from '@/lib/data-requests/options';
import type { DataRequest, DataRequestRow } from '@/lib/data-requests/types';
import type { Locale } from '@/lib/routing';
import { sqlArgs, type Rpc } from './rpc-error';

// Data subjects' requests through the seam, written once for both adapters over their `rpc`: the
// public verbs with the server's own authority (the form's action and the confirmation page), the
// staff's as the signed-in caller (each SQL function asks privacy.requests itself).

const day = z.string().transform((value) => value.slice(0, 10));
const stamp = z.string().transform((value) => new Date(value).toISOString());
const rowShape = {
  id: z.string(),
  kind: z.enum(requestKinds),
  name: z.string(),
  email: z.string(),
  status: z.enum(requestStatuses),
  confirmed_at: stamp,
  due_day: day,
  extended_due_day: day.nullable(),
  mark_by_day: day.nullable(),
  marked_at: stamp.nullable(),
  status_changed_at: stamp,
};
const toRow = (row: z.infer<z.ZodObject<typeof rowShape>>): DataRequestRow => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  status: row.status,
  confirmedAt: row.confirmed_at,
  dueDay: row.due_day,
  extendedDueDay: row.extended_due_day,
  markByDay: row.mark_by_day,
  markedAt: row.marked_at,
  statusChangedAt: row.status_changed_at,
});
const listSchema = z.array(z.object(rowShape)).transform((rows) => rows.map(toRow));
const detailSchema = z
  .object({
    ...rowShape,
    id_number: z.string().nullable(),
    description: z.string(),
    locale: z.enum(['es', 'en']),
    steps: z.array(
      z.object({
        from: z.string(),
        to: z.string(),
        body: z.string().nullable(),
        by: z.string().nullable(),
        at: stamp,
        delivery: z.enum(['pending', 'sent', 'failed']).nullable(),
      }),
    ),
  })
  .nullable()
  .transform(
    (row): DataRequest | null =>
      row && {
        ...toRow(row),
        idNumber: row.id_number,
        description: row.description,
        locale: row.locale,
        steps: row.steps,
      },
  );
const moveSchema = z
  .object({ outcome: z.enum(['ok', 'not_found', 'not_allowed']), outbox_id: z.string().nullish() })
  .transform(({ outcome, outbox_id }) => ({ outcome, outboxId: outbox_id ?? null }));
const overridesSchema = z.array(
  z.object({ day, kind: z.enum(['holiday', 'business_day']), name: z.string() }),
);

/** Arguments of `submit_data_request`: a request as filed, before anybody confirmed it. */
export type DataRequestArgs = {
  kind: RequestKind;
  name: string;
  email: string;
  idNumber: string;
  description: string;
  locale: Locale;
  privacyPolicyVersion: string;
  confirmTokenHash: string;
  confirmHours: number;
};

/** The public side, with the server's own authority (service role). */
export interface PublicDataRequests {
  /** Files a pending request with its confirmation e-mail; the outbox ids. */
  submit(args: DataRequestArgs, emails: OutgoingEmail[]): Promise<string[]>;
  /** The pending request a live token names, or null. */
  pending(tokenHash: string): Promise<{ kind: RequestKind; locale: Locale; email: string } | null>;
  /** Registers it, due on `dueDay`; its acknowledgement goes to its own address. Null: no such token. */
  confirm(
    tokenHash: string,
    dueDay: string,
    markByDay: string | null,
    emails: OutgoingEmail[],
  ): Promise<{ id: string; dueDay: string; outboxIds: string[] } | null>;
  /** The admins' calendar overrides, for the server's calendar. */
  calendarOverrides(): Promise<CalendarOverride[]>;
}

/** A reply to the person, rendered; the database addresses it to the request's own address. */
export type RenderedRequestEmail = { subject: string; html: string; text: string; replyTo: string };

/** The staff's side, as one signed-in caller (admins only). */
export interface DataRequestsStore {
  list(): Promise<DataRequestRow[]>;
  get(id: string): Promise<DataRequest | null>;
  move(
    id: string,
    status: RequestStatus,
    body: string,
    dueDay: string | null,
    email: RenderedRequestEmail | null,
    ipHmac: string | null,
  ): Promise<{ outcome: 'ok' | 'not_found' | 'not_allowed'; outboxId: string | null }>;
  mark(id: string, ipHmac: string | null): Promise<boolean>;
  /** The open reclamos of an address ("reclamo en trámite" on its inbox items). */
  openReclamosOf(
    email: string,
  ): Promise<{ id: string; kind: RequestKind; status: RequestStatus }[]>;
  overrides(): Promise<CalendarOverride[]>;
  saveOverride(override: CalendarOverride, ipHmac: string | null): Promise<void>;
  deleteOverride(day: string, ipHmac: string | null): Promise<boolean>;
}

export function publicDataRequests(rpc: Rpc): PublicDataRequests {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    // The outbox ids, parsed here: this module's types are the seam's (lib/backend/types.ts), so
    // it cannot import the mappers, which import the seam's types back.
    submit: async (args, emails) =>
      z.array(z.uuid()).parse(await call('submit_data_request', { ...args, emails })),
    pending: async (tokenHash) =>
      z
        .object({ kind: z.enum(requestKinds), locale: z.enum(['es', 'en']), email: z.string() })
        .nullable()
        .parse(await call('pending_data_request', { tokenHash })),
    async confirm(tokenHash, dueDay, markByDay, emails) {
      const result = z
        .object({ id: z.string(), due_day: day, outbox_ids: z.array(z.string()).nullable() })
        .nullable()
        .parse(await call('confirm_data_request', { tokenHash, dueDay, markByDay, emails }));
      return (
        result && { id: result.id, dueDay: result.due_day, outboxIds: result.outbox_ids ?? [] }
      );
    },
    calendarOverrides: async () => overridesSchema.parse(await call('calendar_overrides', {})),
  };
}

export function dataRequestsStore(rpc: Rpc): DataRequestsStore {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    list: async () => listSchema.parse(await call('admin_data_requests', {})),
    get: async (id) => detailSchema.parse(await call('admin_data_request', { id })),
    move: async (id, status, body, dueDay, email, ipHmac) =>
      moveSchema.parse(
        await call('admin_move_data_request', {
          id,
          status,
          body,
          dueDay,
          email: email && { ...email, reply_to: email.replyTo },
          ipHmac,
        }),
      ),
    mark: async (id, ipHmac) => (await call('admin_mark_data_request', { id, ipHmac })) === true,
    openReclamosOf: async (email) =>
      z
        .array(
          z.object({ id: z.string(), kind: z.enum(requestKinds), status: z.enum(requestStatuses) }),
        )
        .parse(await call('admin_data_requests_of', { email })),
    overrides: async () => overridesSchema.parse(await call('calendar_overrides', {})),
    saveOverride: async ({ day: overrideDay, kind, name }, ipHmac) => {
      await call('admin_save_calendar_override', { day: overrideDay, kind, name, ipHmac });
    },
    deleteOverride: async (overrideDay, ipHmac) =>
      (await call('admin_delete_calendar_override', { day: overrideDay, ipHmac })) === true,
  };
}
