import type { Locale } from '@/lib/routing';
import type { RequestKind, RequestStatus } from './options';

/** A registered request as the admins' list shows it. Days are 'YYYY-MM-DD' in Bogotá. */
export type DataRequestRow = {
  id: string;
  kind: RequestKind;
  name: string;
  email: string;
  status: RequestStatus;
  confirmedAt: string;
  dueDay: string;
  /** The later due day, once the term was extended. */
  extendedDueDay: string | null;
  /** Reclamos: the day "reclamo en trámite" must be on the person's data by, and when it was. */
  markByDay: string | null;
  markedAt: string | null;
  statusChangedAt: string;
};

/** One step of a request: the move, the text the person was told, and its e-mail's delivery. */
export type DataRequestStep = {
  from: string;
  to: string;
  body: string | null;
  by: string | null;
  at: string;
  delivery: 'pending' | 'sent' | 'failed' | null;
};

/** A request with what the person wrote and its steps. */
export type DataRequest = DataRequestRow & {
  idNumber: string | null;
  description: string;
  locale: Locale;
  steps: DataRequestStep[];
};
