-- An invitation sent again from /admin/users: its own audit action (lib/audit/actions.ts holds the
-- same list). In a file of its own: a value added to an enum cannot be used in the transaction
-- that adds it.
alter type public.audit_action add value if not exists 'user.invite_resend' after 'user.enable';
