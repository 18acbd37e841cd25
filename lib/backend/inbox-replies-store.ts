import { z } from 'zod';
import type { InboxKind } from '@/lib/inbox/statuses';
import { replyPurposes, type ReplyTemplate, type SentReply } from '@/lib/inbox/replies';
import type { Locale } from '@/lib/routing';
import { sqlArgs, type Rpc } from './rpc-error';

// Replies to a lead or an applicant through the seam, for both adapters over their `rpc` as the
// signed-in caller: the templates (read under RLS) and the functions that send a reply, list an
// item's replies and save a template. Each asks personal.read (admins) itself.

export type * from '@/lib/inbox/replies';

const stamp = z.string().transform((value) => new Date(value).toISOString());
const templatesSchema = z.array(
  z.object({
    purpose: z.enum(replyPurposes),
    locale: z.enum(['es', 'en']),
    subject: z.string(),
    body: z.string(),
    updated_at: stamp,
    updated_by: z.string().nullable(),
  }),
);
const repliesSchema = z.array(
  z.object({
    id: z.number(),
    subject: z.string(),
    locale: z.enum(['es', 'en']),
    by: z.string().nullable(),
    at: stamp,
    status: z.enum(['pending', 'sent', 'failed']),
  }),
);

/** The rendered reply handed to the database, which addresses it to the visitor itself. */
export type RenderedReply = { subject: string; html: string; text: string; replyTo: string };

/** Replies and their templates as one signed-in caller works them (admins only). */
export interface InboxRepliesStore {
  /** Every template in both languages (empty for a caller who may not read them). */
  templates(): Promise<ReplyTemplate[]>;
  /** Saves a template's subject and body; false when there is no such template. */
  saveTemplate(
    template: Pick<ReplyTemplate, 'purpose' | 'locale' | 'subject' | 'body'>,
    ipHmac: string | null,
  ): Promise<boolean>;
  /** Queues a reply to the item's visitor (their own address); the outbox id, or null. */
  send(
    kind: InboxKind,
    id: string,
    locale: Locale,
    email: RenderedReply,
    ipHmac: string | null,
  ): Promise<string | null>;
  /** An item's sent replies with their delivery status, oldest first. */
  sent(kind: InboxKind, id: string): Promise<SentReply[]>;
}

/** Replies as the caller behind `rpc`. */
export function inboxRepliesStore(rpc: Rpc): InboxRepliesStore {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    async templates() {
      const rows = templatesSchema.parse(await call('admin_reply_templates', {}));
      return rows.map(({ updated_at, updated_by, ...row }) => ({
        ...row,
        updatedAt: updated_at,
        updatedBy: updated_by,
      }));
    },
    saveTemplate: async ({ purpose, locale, subject, body }, ipHmac) =>
      (await call('admin_save_reply_template', { purpose, locale, subject, body, ipHmac })) ===
      true,
    send: async (kind, id, locale, { replyTo, ...email }, ipHmac) =>
      z
        .string()
        .nullable()
        .parse(
          await call('admin_send_inbox_reply', {
            kind,
            id,
            locale,
            email: { ...email, reply_to: replyTo },
            ipHmac,
          }),
        ),
    sent: async (kind, id) => repliesSchema.parse(await call('admin_inbox_replies', { kind, id })),
  };
}
