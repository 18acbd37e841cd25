-- The inbox export's audit action, in a file of its own: a value added to an enum cannot be used
-- in the transaction that adds it, and the export's function (next file) names it.
alter type public.audit_action add value if not exists 'inbox.export';
