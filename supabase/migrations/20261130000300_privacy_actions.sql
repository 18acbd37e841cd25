-- Personal data's own capability and audit actions, in a file of their own: a value added to an
-- enum cannot be used in the transaction that adds it, and the next file's functions name them.
-- privacy.personal_data: compile and delete everything about an e-mail address (admins only).
insert into public.staff_permissions (action, least_role) values ('privacy.personal_data', 'admin')
  on conflict (action) do nothing;
alter type public.audit_action add value if not exists 'privacy.compile';
alter type public.audit_action add value if not exists 'privacy.delete';
alter type public.audit_action add value if not exists 'inbox.correct';
