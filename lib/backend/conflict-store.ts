import { z } from 'zod';
import {
  conflictResults,
  partyKinds,
  type ConflictResult,
  type LeadConflicts,
  type PartyKind,
} from '@/lib/inbox/conflicts';
import { sqlArgs, type Rpc } from './rpc-error';

export type * from '@/lib/inbox/conflicts';

// A lead's conflict check through the seam, written once for both adapters over their `rpc` as
// the signed-in caller: every function asks personal.read (admins) and records its audit event
// itself. The matching is the database's (public.conflict_names_match), never repeated here.

const stamp = z.string().transform((value) => new Date(value).toISOString());
const conflictsSchema: z.ZodType<LeadConflicts | null, unknown> = z
  .object({
    parties: z.array(z.object({ id: z.number(), name: z.string(), kind: z.enum(partyKinds) })),
    matches: z.array(
      z.object({
        party: z.string(),
        party_kind: z.enum(partyKinds),
        lead_id: z.string(),
        lead_name: z.string(),
        lead_created_at: stamp,
        matched: z.string(),
        matched_kind: z.enum([...partyKinds, 'name']),
      }),
    ),
    checks: z.array(
      z.object({
        id: z.number(),
        result: z.enum(conflictResults),
        note: z.string(),
        by: z.string().nullable(),
        at: stamp,
      }),
    ),
  })
  .nullable();

/** A lead's conflict check as one signed-in caller works it (the database refuses non-admins). */
export interface ConflictStore {
  /** The lead's parties, their matches in earlier leads and the results recorded, or null. */
  read(leadId: string): Promise<LeadConflicts | null>;
  /** Records a party; false when there is no such lead. */
  addParty(leadId: string, name: string, kind: PartyKind, ipHmac: string | null): Promise<boolean>;
  /** Removes a party; false when the lead has no such party. */
  removeParty(leadId: string, partyId: number, ipHmac: string | null): Promise<boolean>;
  /** Records a result with its note, as the caller; false when there is no such lead. */
  record(
    leadId: string,
    result: ConflictResult,
    note: string,
    ipHmac: string | null,
  ): Promise<boolean>;
}

/** The conflict check as the caller behind `rpc`. */
export function conflictStore(rpc: Rpc): ConflictStore {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    read: async (lead) => conflictsSchema.parse(await call('admin_lead_conflicts', { lead })),
    addParty: async (lead, name, kind, ipHmac) =>
      (await call('admin_add_lead_party', { lead, name, kind, ipHmac })) !== null,
    removeParty: async (lead, party, ipHmac) =>
      (await call('admin_remove_lead_party', { lead, party, ipHmac })) === true,
    record: async (lead, result, note, ipHmac) =>
      (await call('admin_record_conflict_check', { lead, result, note, ipHmac })) !== null,
  };
}
