-- The review's own audit action and capability, in a file of their own: a value added to an enum
-- cannot be used in the transaction that adds it, and the review's functions (next file) name it.
alter type public.audit_action add value if not exists 'entry.review_request' after 'entry.review_return';

-- Publishing or returning what an author sent: the editors'. lib/auth/permissions.ts holds the same.
insert into public.staff_permissions (action, least_role) values ('entries.review', 'editor')
  on conflict (action) do nothing;
