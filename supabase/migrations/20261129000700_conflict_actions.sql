-- The conflict check's audit actions, in a file of their own: a value added to an enum cannot be
-- used in the transaction that adds it, and the conflict check's functions (next file) name them.
alter type public.audit_action add value if not exists 'inbox.parties';
alter type public.audit_action add value if not exists 'inbox.conflict_check';
