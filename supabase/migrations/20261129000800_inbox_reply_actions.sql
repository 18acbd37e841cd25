-- The replies' audit actions, in a file of their own: a value added to an enum cannot be used in
-- the transaction that adds it, and the replies' functions (next file) name them.
alter type public.audit_action add value if not exists 'inbox.reply';
alter type public.audit_action add value if not exists 'inbox.reply_template';
