-- The inbox's audit actions, in a file of their own: a value added to an enum cannot be used in
-- the transaction that adds it, and the inbox's functions (next file) name them.
alter type public.audit_action add value if not exists 'inbox.open';
alter type public.audit_action add value if not exists 'inbox.status';
alter type public.audit_action add value if not exists 'inbox.assign';
alter type public.audit_action add value if not exists 'inbox.note';
alter type public.audit_action add value if not exists 'inbox.spam';
alter type public.audit_action add value if not exists 'inbox.cv_download';
