import { z } from 'zod';
import { inboxKinds, type InboxKind } from '@/lib/inbox/statuses';
import type { InboxFilters, InboxItem, InboxPage, InboxRow } from '@/lib/inbox/types';
import type { Locale } from '@/lib/routing';
import { sqlArgs, type Rpc } from './rpc-error';

// The inbox through the seam, written once for both adapters over their `rpc` as the signed-in
// caller: every function asks personal.read (admins) and records its audit event itself, with
// the client address's HMAC the caller passes in.

export type * from '@/lib/inbox/types';

const rowSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.string().nullable(),
  status: z.string(),
  assigned_to: z.string().nullable(),
  locale: z.enum(['es', 'en']),
  created_at: z.string(),
  read: z.boolean(),
  spam: z.boolean(),
});
const pageSchema = z.object({ total: z.number().int(), items: z.array(rowSchema) });
const exportSchema = z.object({
  total: z.number().int(),
  items: z.array(
    rowSchema
      .omit({ read: true })
      .extend({ phone: z.string().nullable(), message: z.string().nullable() }),
  ),
});

/** One row of the export: the list's columns, the phone and the message text. */
export type InboxExportRow = Omit<InboxRow, 'read'> & {
  phone: string | null;
  message: string | null;
};

const stamp = z.string().transform((value) => new Date(value).toISOString());
const itemSchema: z.ZodType<InboxItem, unknown> = z.object({
  kind: z.enum(inboxKinds),
  id: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  locale: z.enum(['es', 'en']),
  consent_at: stamp,
  privacy_policy_version: z.string(),
  created_at: stamp,
  status: z.string(),
  read_at: stamp.nullable(),
  spam_at: stamp.nullable(),
  legal_hold_reason: z.string().nullable(),
  legal_hold_at: stamp.nullable(),
  // A lead's
  name: z.string().optional(),
  topic: z.string().nullish(),
  assigned_to: z.string().nullish(),
  // An application's
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  profession: z.string().optional(),
  practice_area: z.string().optional(),
  linkedin_profile: z.string().nullish(),
  resume_original_name: z.string().optional(),
  resume_type: z.string().optional(),
  resume_bytes: z.number().optional(),
  keep_reason: z.string().nullish(),
  keep_at: stamp.nullish(),
  history: z.array(
    z.object({ from: z.string(), to: z.string(), by: z.string().nullable(), at: stamp }),
  ),
  notes: z.array(
    z.object({ id: z.number(), body: z.string(), by: z.string().nullable(), at: stamp }),
  ),
});

const recipientsSchema = z.array(z.object({ email: z.string(), language: z.enum(['es', 'en']) }));
const assignSchema = z.object({
  status: z.enum(['done', 'unchanged', 'not_found']),
  recipients: recipientsSchema.optional(),
});
const resumeSchema = z
  .object({ path: z.string(), name: z.string(), type: z.enum(['pdf', 'doc', 'docx']) })
  .nullable();

/** The inbox as one signed-in caller works it (the database refuses anybody but an admin). */
export interface InboxStore {
  list(filters: InboxFilters): Promise<InboxPage>;
  /**
   * Every row of the list as filtered, newest first, up to `limit` (at most 5000), with how many
   * matched; the database records the export (the filters' names and the count) in the trail.
   */
  exportRows(
    filters: Omit<InboxFilters, 'page' | 'pageSize'>,
    limit: number,
    ipHmac: string | null,
  ): Promise<{ total: number; items: InboxExportRow[] }>;
  /** How many items no admin has opened yet (spam left out). */
  unread(): Promise<number>;
  /** Opens an item (recorded as personal data read; the first opening marks it read), or null. */
  open(kind: InboxKind, id: string, ipHmac: string | null): Promise<InboxItem | null>;
  setStatus(
    kind: InboxKind,
    id: string,
    status: string,
    ipHmac: string | null,
  ): Promise<'done' | 'refused' | 'not_found'>;
  /** Assigns a lead to a team member (null: nobody); answers whom to tell. */
  assignLead(
    id: string,
    teamMemberId: string | null,
    ipHmac: string | null,
  ): Promise<{
    status: 'done' | 'unchanged' | 'not_found';
    recipients: { email: string; language: Locale }[];
  }>;
  addNote(kind: InboxKind, id: string, body: string, ipHmac: string | null): Promise<boolean>;
  markSpam(kind: InboxKind, id: string, spam: boolean, ipHmac: string | null): Promise<boolean>;
  /** Puts an item under legal hold with a reason, or lifts it (null); false: no such item. */
  setLegalHold(
    kind: InboxKind,
    id: string,
    reason: string | null,
    ipHmac: string | null,
  ): Promise<boolean>;
  /** Marks an application "keep" with a reason, or takes the mark off (null); false: none. */
  setKeep(id: string, reason: string | null, ipHmac: string | null): Promise<boolean>;
  /** An application's CV file (recorded as downloaded), or null. */
  resumeDownload(
    id: string,
    ipHmac: string | null,
  ): Promise<{ path: string; name: string; type: 'pdf' | 'doc' | 'docx' } | null>;
}

const filterArgs = ({ from, to, ...rest }: Partial<InboxFilters>) =>
  Object.fromEntries(
    Object.entries({ ...rest, from: from?.toISOString(), to: to?.toISOString() }).filter(
      ([, value]) => value !== undefined,
    ),
  );

/** The inbox as the caller behind `rpc`. */
export function inboxStore(rpc: Rpc): InboxStore {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    async list(filters) {
      const page = pageSchema.parse(await call('admin_list_inbox', filterArgs(filters)));
      return {
        total: page.total,
        items: page.items.map(({ assigned_to, created_at, ...row }) => ({
          ...row,
          assignedTo: assigned_to,
          createdAt: new Date(created_at).toISOString(),
        })),
      };
    },
    async exportRows(filters, limit, ipHmac) {
      // Every page: a page number or size the filters may carry is left out.
      const args = filterArgs({ ...filters, page: undefined, pageSize: undefined });
      const found = exportSchema.parse(
        await call('admin_export_inbox', { ...args, limit, ipHmac }),
      );
      return {
        total: found.total,
        items: found.items.map(({ assigned_to, created_at, ...row }) => ({
          ...row,
          assignedTo: assigned_to,
          createdAt: new Date(created_at).toISOString(),
        })),
      };
    },
    unread: async () =>
      z
        .number()
        .int()
        .parse(await call('admin_inbox_unread', {})),
    open: async (kind, id, ipHmac) =>
      itemSchema.nullable().parse(await call('admin_open_inbox_item', { kind, id, ipHmac })),
    setStatus: async (kind, id, status, ipHmac) =>
      z
        .enum(['done', 'refused', 'not_found'])
        .parse(await call('admin_set_inbox_status', { kind, id, status, ipHmac })),
    async assignLead(id, assignedTo, ipHmac) {
      const outcome = assignSchema.parse(
        await call('admin_assign_lead', { id, assignedTo, ipHmac }),
      );
      return { status: outcome.status, recipients: outcome.recipients ?? [] };
    },
    addNote: async (kind, id, body, ipHmac) =>
      (await call('admin_add_inbox_note', { kind, id, body, ipHmac })) !== null,
    markSpam: async (kind, id, spam, ipHmac) =>
      (await call('admin_mark_inbox_spam', { kind, id, spam, ipHmac })) === true,
    setLegalHold: async (kind, id, reason, ipHmac) =>
      (await call('admin_set_legal_hold', { kind, id, reason, ipHmac })) === true,
    setKeep: async (id, reason, ipHmac) =>
      (await call('admin_set_application_keep', { id, reason, ipHmac })) === true,
    resumeDownload: async (id, ipHmac) =>
      resumeSchema.parse(await call('admin_resume_download', { id, ipHmac })),
  };
}
