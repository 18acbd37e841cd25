-- The image manager's audit actions, in a file of their own: a value added to an enum cannot be
-- used in the transaction that adds it, and the images' functions (next file) name them.
alter type public.audit_action add value if not exists 'image.upload';
alter type public.audit_action add value if not exists 'image.replace';
alter type public.audit_action add value if not exists 'image.delete';
