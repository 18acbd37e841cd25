// The app's types for personal data by address (the backend seam maps SQL's answers to them).

/** The rows of each source table that hold an address, as stored (JSON), by table name. */
export type PersonalDataCompilation = Record<string, Record<string, unknown>[]>;

/** What was kept on a deletion, and how many rows of it. */
export type KeptData = {
  what: 'engaged_leads' | 'conflict_parties' | 'legal_hold' | 'data_requests' | 'staff_account';
  count: number;
};
