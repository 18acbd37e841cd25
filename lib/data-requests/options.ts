// What the data-request form offers and accepts, without zod: the form renders these, and the
// schema (./schema.ts) checks them. The database checks the same kinds, statuses and lengths
// (supabase/migrations/20261130000210_data_requests.sql).

/**
 * The kinds of request a data subject may file: a query about their data (consulta), and the
 * three reclamos (correction or update, deletion, revoking the authorization).
 */
export const requestKinds = ['consulta', 'rectificacion', 'supresion', 'revocatoria'] as const;
export type RequestKind = (typeof requestKinds)[number];

/**
 * A request's states. `pending` is a request nobody confirmed yet (never shown to staff);
 * `withdrawn` is an incomplete reclamo left without an answer for two months.
 */
export const requestStatuses = [
  'pending',
  'received',
  'in_progress',
  'extended',
  'incomplete',
  'answered',
  'rejected',
  'withdrawn',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** The states in which the firm still owes the person an answer. */
export const openStatuses: readonly RequestStatus[] = [
  'received',
  'in_progress',
  'extended',
  'incomplete',
];

export const requestLimits = { name: 100, idNumber: 30, description: 2000 } as const;

/** How long the confirmation link works. */
export const confirmHours = 48;
