-- Lifting an address's suppression, in the audit trail: in a file of its own, since a value added
-- to an enum cannot be used in the transaction that adds it (the next files name it).
alter type public.audit_action add value if not exists 'privacy.lift_suppression';
