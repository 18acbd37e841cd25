import type { Locale } from '@/lib/routing';
import type { InboxKind } from './statuses';

// The inbox's app types: what the backend seam answers (lib/backend/inbox-store.ts maps the SQL
// rows into these) and what the admin screens show.

/** What the list asks for; unset filters are left out. */
export type InboxFilters = {
  kind?: InboxKind;
  status?: string;
  topic?: string;
  assignedTo?: string;
  locale?: Locale;
  from?: Date;
  to?: Date;
  query?: string;
  spam?: boolean;
  page: number;
  pageSize: number;
};

/** One row of the list. */
export type InboxRow = {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  topic: string | null;
  status: string;
  assignedTo: string | null;
  locale: Locale;
  createdAt: string;
  read: boolean;
  spam: boolean;
};
export type InboxPage = { total: number; items: InboxRow[] };

/**
 * One item as its page shows it: the fields sent (a lead's or an application's), the consent
 * record, the inbox's own columns, the status history and the notes. Times are ISO strings.
 */
export type InboxItem = {
  kind: InboxKind;
  id: string;
  email: string;
  phone: string | null;
  message: string | null;
  locale: Locale;
  consent_at: string;
  privacy_policy_version: string;
  created_at: string;
  status: string;
  read_at: string | null;
  spam_at: string | null;
  /** Under legal hold: the purge never deletes the item (reason and since when). */
  legal_hold_reason: string | null;
  legal_hold_at: string | null;
  /** An application an admin marked "keep": its own retention period does not run. */
  keep_reason?: string | null;
  keep_at?: string | null;
  name?: string;
  topic?: string | null;
  assigned_to?: string | null;
  first_name?: string;
  last_name?: string;
  profession?: string;
  practice_area?: string;
  linkedin_profile?: string | null;
  resume_original_name?: string;
  resume_type?: string;
  resume_bytes?: number;
  history: { from: string; to: string; by: string | null; at: string }[];
  notes: { id: number; body: string; by: string | null; at: string }[];
};
