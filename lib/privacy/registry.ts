// The registry of personal data: every column of the database that holds an e-mail address, a
// name, a phone number, a file path or free text a person typed, with what compiling and deleting
// an address does to it and the retention rule that governs it. A test reads the database's
// catalogue and fails when a column whose name looks personal is missing here, or when an entry
// names a column that no longer exists, so a feature that adds such a column registers it.
// No 'server-only': tests import it, and it names the retention module's rules.

import type { RetentionKey } from './retention';

/** What a column holds. */
export type PersonalDataKind = 'email' | 'name' | 'phone' | 'file' | 'free_text' | 'not_personal';

/**
 * What compiling an address does with a column: `by_address`, the column the table is matched on
 * (its rows join the report; personal_data_sources holds the same tables); `in_row`, shown as part
 * of a matched row; `with_item`, reached through an inbox item (not in the report); `none`, not
 * compiled (staff accounts, public content).
 */
export type CompileRule = 'by_address' | 'in_row' | 'with_item' | 'none';

/**
 * What deleting an address does: `delete_row`, the row goes (kept for an engaged lead);
 * `delete_with_item`, goes with its lead or application (kept with an engaged lead);
 * `delete_file`, the file the column names is removed too; `delete_if_named`, an outbox e-mail
 * goes when it is sent to, answered to, or names the address; `staff_account`, kept (a staff
 * account leaves through the users page); `not_personal`, public content whose name only looks
 * personal.
 */
export type DeleteRule =
  | 'delete_row'
  | 'delete_with_item'
  | 'delete_file'
  | 'delete_if_named'
  | 'staff_account'
  | 'kept_as_record'
  | 'not_personal';

/**
 * How long a column's data is kept: one of the retention module's rules (the purge applies it and
 * the privacy policy states it), or a rule without a period of its own: while the subscription
 * stands (unsubscribing deletes the row), while the staff account exists, or as long as the
 * published content or image that carries it.
 */
export const standingRules = ['whileSubscribed', 'whileStaffAccount', 'content'] as const;
export type RegistryRetention = RetentionKey | (typeof standingRules)[number];

export type RegistryEntry = {
  holds: PersonalDataKind;
  compile: CompileRule;
  delete: DeleteRule;
  retention: RegistryRetention;
};

const lead = (holds: PersonalDataKind, compile: CompileRule = 'in_row'): RegistryEntry => ({
  holds,
  compile,
  delete: 'delete_row',
  retention: 'contactMessages',
});
const application = (holds: PersonalDataKind, compile: CompileRule = 'in_row'): RegistryEntry => ({
  holds,
  compile,
  delete: 'delete_row',
  retention: 'careerApplications',
});
const withLead = (holds: PersonalDataKind): RegistryEntry => ({
  holds,
  compile: 'with_item',
  delete: 'delete_with_item',
  retention: 'contactMessages',
});
const withItem = (holds: PersonalDataKind): RegistryEntry => ({
  holds,
  compile: 'with_item',
  delete: 'delete_with_item',
  retention: 'contactMessages',
});
const staff = (holds: PersonalDataKind): RegistryEntry => ({
  holds,
  compile: 'none',
  delete: 'staff_account',
  retention: 'whileStaffAccount',
});
const email = (holds: PersonalDataKind, compile: CompileRule = 'in_row'): RegistryEntry => ({
  holds,
  compile,
  delete: 'delete_if_named',
  retention: 'outboxBodies',
});
const request = (holds: PersonalDataKind, compile: CompileRule = 'in_row'): RegistryEntry => ({
  holds,
  compile,
  delete: 'kept_as_record',
  retention: 'dataRequests',
});
const content: RegistryEntry = {
  holds: 'not_personal',
  compile: 'none',
  delete: 'not_personal',
  retention: 'content',
};

/** Every registered column, by `schema.table.column`. */
export const personalDataRegistry = {
  'public.contact_messages.name': lead('name'),
  'public.contact_messages.email': lead('email', 'by_address'),
  'public.contact_messages.phone': lead('phone'),
  'public.contact_messages.message': lead('free_text'),
  'public.career_applications.first_name': application('name'),
  'public.career_applications.last_name': application('name'),
  'public.career_applications.email': application('email', 'by_address'),
  'public.career_applications.phone': application('phone'),
  'public.career_applications.linkedin_profile': application('free_text'),
  'public.career_applications.message': application('free_text'),
  'public.career_applications.resume_original_name': application('file'),
  'public.career_applications.resume_path': {
    holds: 'file',
    compile: 'none',
    delete: 'delete_file',
    retention: 'careerApplications',
  },
  'public.career_applications.resume_type': application('not_personal'),
  'public.career_applications.resume_bytes': application('not_personal'),
  'public.newsletter_subscribers.email': {
    holds: 'email',
    compile: 'by_address',
    delete: 'delete_row',
    retention: 'whileSubscribed',
  },
  'public.outbox.to_email': email('email', 'by_address'),
  'public.outbox.reply_to': email('email'),
  'public.outbox.subject': email('free_text'),
  'public.outbox.text_body': email('free_text'),
  'public.outbox.html': email('free_text', 'none'),
  'public.inbox_notes.body': withItem('free_text'),
  'public.inbox_replies.subject': withItem('free_text'),
  'public.lead_parties.name': withLead('name'),
  'public.lead_conflict_checks.note': withLead('free_text'),
  'auth.users.email': staff('email'),
  'auth.mfa_factors.friendly_name': staff('name'),
  'public.staff_profiles.display_name': staff('name'),
  'auth.users.email_confirmed_at': staff('not_personal'),
  'public.entry_revisions.saved_by_email': staff('email'),
  'public.entries.cover_image_path': content,
  'public.entries.pdf_path': content,
  'public.entries.pdf_path_en': content,
  'public.personal_data_sources.table_name': content,
  // A confirmed data subject's request is the firm's record of how it handled it: kept when the
  // address is deleted (an unconfirmed one goes).
  'public.data_requests.name': request('name'),
  'public.data_requests.email': request('email', 'by_address'),
  'public.data_requests.id_number': request('free_text'),
  'public.data_requests.description': request('free_text'),
  'public.data_request_steps.body': request('free_text', 'none'),
  'public.calendar_overrides.name': content,
  // An image's original file name and its private original may name or show a person; the
  // image is published content, kept until an editor deletes it (which removes both).
  'public.images.original_name': content,
  'public.images.original_path': content,
} as const satisfies Record<string, RegistryEntry>;

export type RegisteredColumn = keyof typeof personalDataRegistry;

/**
 * Whether a column's name says it may hold personal data: an e-mail, a name, a phone, a file
 * path or a CV. The catalogue test holds every such column to a registry entry.
 */
export const looksPersonal = (column: string): boolean =>
  /(e_?mail|name|phone|path|file|resume|cv)/i.test(column);

/** The tables the compilation matches by address, with their column, in the registry's order. */
export const compileSources = (): { table: string; column: string }[] =>
  Object.entries(personalDataRegistry as Record<string, RegistryEntry>)
    .filter(([, entry]) => entry.compile === 'by_address')
    .map(([key]) => {
      const [, table, column] = key.split('.') as [string, string, string];
      return { table, column };
    });
