import { z } from 'zod';
import {
  outboxStates,
  type OutboxMessage,
  type OutboxRow,
  type OutboxViewer,
} from '@/lib/admin/outbox/types';
import { sqlArgs, type Rpc } from './rpc-error';

// The outbox viewer through the seam, written once for both adapters over their `rpc`, as the
// signed-in caller: the SQL functions ask personal.read and RLS decides what they read.

const row = z.object({
  id: z.string(),
  kind: z.string(),
  to_email: z.string(),
  state: z.enum(outboxStates),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
const page = z.object({ total: z.number().int(), items: z.array(row), kinds: z.array(z.string()) });
const message = row.extend({ subject: z.string(), text: z.string() }).nullable();

const iso = (value: string) => new Date(value).toISOString();

function mapRow(item: z.infer<typeof row>): OutboxRow {
  return {
    id: item.id,
    kind: item.kind,
    to: item.to_email,
    state: item.state,
    attempts: item.attempts,
    lastError: item.last_error,
    providerId: item.provider_message_id,
    createdAt: iso(item.created_at),
    sentAt: item.sent_at ? iso(item.sent_at) : null,
  };
}

/** The outbox as the caller behind `rpc` reads it. */
export function outboxViewer(rpc: Rpc): OutboxViewer {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    async list({ state, kind, page: number }, pageSize) {
      const answer = page.parse(
        await call('admin_list_outbox', { status: state, kind, page: number, pageSize }),
      );
      return { total: answer.total, rows: answer.items.map(mapRow), kinds: answer.kinds };
    },
    async read(id, ipHmac) {
      const answer = message.parse(await call('admin_read_outbox_email', { id, ipHmac }));
      if (!answer) return null;
      return { ...mapRow(answer), subject: answer.subject, text: answer.text } as OutboxMessage;
    },
    retry: async (id, ipHmac) => (await call('admin_retry_outbox', { id, ipHmac })) === true,
    failing: async () =>
      z
        .number()
        .int()
        .parse(await call('admin_outbox_failing', {})),
  };
}
