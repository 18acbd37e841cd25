-- Retention's audit actions, in a file of their own: a value added to an enum cannot be used in
-- the transaction that adds it, and the next file's functions name them.
alter type public.audit_action add value if not exists 'inbox.legal_hold';
alter type public.audit_action add value if not exists 'inbox.keep';
alter type public.audit_action add value if not exists 'retention.purge';
