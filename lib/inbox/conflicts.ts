// A lead's conflict check as the app names it: the kinds of party the staff records, the results
// a check can have, and what the lead's page shows (the database answers it, the seam checks it).

export const partyKinds = ['client', 'counterparty', 'related'] as const;
export type PartyKind = (typeof partyKinds)[number];
export const conflictResults = ['clear', 'possible_conflict'] as const;
export type ConflictResult = (typeof conflictResults)[number];

export type LeadConflicts = {
  parties: { id: number; name: string; kind: PartyKind }[];
  /** A party of this lead found in an earlier lead: among its parties, or its visitor's name. */
  matches: {
    party: string;
    party_kind: PartyKind;
    lead_id: string;
    lead_name: string;
    lead_created_at: string;
    matched: string;
    matched_kind: PartyKind | 'name';
  }[];
  /** The results recorded, newest first. */
  checks: {
    id: number;
    result: ConflictResult;
    note: string;
    by: string | null;
    at: string;
  }[];
};
