import { z } from 'zod';
import type { InboxKind } from '@/lib/inbox/statuses';
import type { KeptData, PersonalDataCompilation } from '@/lib/privacy/types';
import { sqlArgs, type Rpc } from './rpc-error';

// Personal data by e-mail address through the seam, for both adapters over their `rpc` as the
// signed-in caller: counts, the compilation, the deletion and an inbox item's correction. Each SQL
// function asks privacy.personal_data (admins) itself and records its audit event; the address's
// HMAC is the server's (lib/privacy/address-hmac.ts), never computed by the database.

export type { KeptData, PersonalDataCompilation } from '@/lib/privacy/types';

/** A deletion's result: its record's id, rows removed per table, what stayed, files to remove. */
export type PersonalDataDeletion = {
  id: number;
  counts: Record<string, number>;
  kept: KeptData[];
  resumes: string[];
  outboxIds: string[];
};

/** The fields of a lead or an application an admin may correct, as SQL names them. */
export type InboxCorrection = Partial<
  Record<
    | 'name'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone'
    | 'profession'
    | 'linkedin_profile'
    | 'message',
    string
  >
>;

const counts = z.record(z.string(), z.number().int());
const compilation = z.record(z.string(), z.array(z.record(z.string(), z.unknown())));
const deletion = z.object({
  id: z.number().int(),
  counts,
  kept: z.array(
    z.object({
      what: z.enum([
        'engaged_leads',
        'conflict_parties',
        'legal_hold',
        'data_requests',
        'staff_account',
      ]),
      count: z.number().int(),
    }),
  ),
  resumes: z.array(z.string()),
  outbox_ids: z.array(z.string()),
});

/** One address's personal data as one signed-in caller handles it (admins only). */
export interface PrivacyStore {
  /** Rows per source table, and `engaged_leads`. */
  counts(email: string, addressHmac: string): Promise<Record<string, number>>;
  /** Every row that holds the address, per source table; recorded in the audit trail. */
  compile(
    email: string,
    addressHmac: string,
    ipHmac: string | null,
  ): Promise<PersonalDataCompilation>;
  /** Deletes the address's rows in one transaction and records it; files are the caller's. */
  delete(
    email: string,
    addressHmac: string,
    requestId: string | null,
    ipHmac: string | null,
  ): Promise<PersonalDataDeletion>;
  /** Lifts every suppression of the address (recorded); answers how many were lifted. */
  liftSuppression(addressHmac: string, ipHmac: string | null): Promise<number>;
  /** Corrects an item's stored fields; answers the names of those that changed. */
  correct(
    kind: InboxKind,
    id: string,
    changes: InboxCorrection,
    ipHmac: string | null,
  ): Promise<string[]>;
}

/** Personal data as the caller behind `rpc`. */
export function privacyStore(rpc: Rpc): PrivacyStore {
  return {
    async counts(email, addressHmac) {
      return counts.parse(await rpc('admin_personal_data_counts', sqlArgs({ email, addressHmac })));
    },
    async compile(email, addressHmac, ipHmac) {
      return compilation.parse(
        await rpc('admin_compile_personal_data', sqlArgs({ email, addressHmac, ipHmac })),
      );
    },
    async delete(email, addressHmac, requestId, ipHmac) {
      const row = deletion.parse(
        await rpc('admin_delete_personal_data', sqlArgs({ email, addressHmac, requestId, ipHmac })),
      );
      return {
        id: row.id,
        counts: row.counts,
        kept: row.kept,
        resumes: row.resumes,
        outboxIds: row.outbox_ids,
      };
    },
    async liftSuppression(addressHmac, ipHmac) {
      return z
        .number()
        .int()
        .parse(await rpc('admin_lift_suppression', sqlArgs({ addressHmac, ipHmac })));
    },
    async correct(kind, id, changes, ipHmac) {
      return z
        .array(z.string())
        .parse(await rpc('admin_correct_inbox_item', sqlArgs({ kind, id, changes, ipHmac })));
    },
  };
}
