// The actions the audit trail records: the same list as the SQL enum public.audit_action
// (supabase/migrations/20261128000500_audit_events.sql); a test keeps the two equal. Add a value
// in both places (SQL: `alter type public.audit_action add value …` in a new migration).

export const auditActions = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.sign_out',
  'auth.throttled',
  'auth.account_attacked',
  'user.invite',
  'user.role_change',
  'user.disable',
  'user.enable',
  'user.invite_resend',
  'entry.publish',
  'entry.unpublish',
  'entry.schedule',
  'entry.delete',
  'entry.restore',
  'entry.slug_change',
  'entry.review_approve',
  'entry.review_return',
  'entry.review_request',
  'category.create',
  'category.rename',
  'category.delete',
  'category.merge',
  'audit.purge',
  'auth.factor_enrolled',
  'auth.factor_removed',
  'auth.second_step_failed',
  'auth.recovery_code_used',
  'outbox.read',
  'outbox.retry',
  'inbox.open',
  'inbox.status',
  'inbox.assign',
  'inbox.note',
  'inbox.spam',
  'inbox.cv_download',
  'inbox.parties',
  'inbox.conflict_check',
  'inbox.reply',
  'inbox.reply_template',
  'inbox.export',
  'privacy.request_status',
  'privacy.request_answer',
  'privacy.request_extend',
  'privacy.request_mark',
  'calendar.override',
  'privacy.compile',
  'privacy.delete',
  'inbox.correct',
  'inbox.legal_hold',
  'inbox.keep',
  'retention.purge',
  'image.upload',
  'image.replace',
  'image.delete',
  'privacy.lift_suppression',
] as const;

export type AuditAction = (typeof auditActions)[number];

/**
 * What an event is about: an entry, a category, a user account, an e-mail typed at sign-in (by
 * the throttle's salted hash: the account it names may not exist), the trail itself, an inbox
 * item (a contact message is a lead, a career application an application), an e-mail of the
 * outbox, a reply template of the inbox (`<purpose>:<language>`), a data subject's request, a
 * day of the firm's calendar overrides (`YYYY-MM-DD`), an e-mail address whose personal data was
 * compiled or deleted (only as the server's HMAC of it), a retention rule's run
 * (`<rule key>:<rows removed>`), or an image of the library.
 */
export const auditTargetKinds = [
  'entry',
  'category',
  'user',
  'account',
  'audit_event',
  'lead',
  'application',
  'email',
  'reply_template',
  'data_request',
  'calendar_day',
  'address',
  'retention',
  'image',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];
