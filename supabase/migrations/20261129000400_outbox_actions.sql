-- The outbox viewer's audit actions, in a file of their own: a value added to an enum cannot be
-- used in the transaction that adds it, and the outbox's functions (next file) name them.
alter type public.audit_action add value if not exists 'outbox.read';
alter type public.audit_action add value if not exists 'outbox.retry';
