-- The data-subject requests' audit actions and their capability, in a file of their own: a value
-- added to an enum cannot be used in the transaction that adds it, and the next files name them.
alter type public.audit_action add value if not exists 'privacy.request_status';
alter type public.audit_action add value if not exists 'privacy.request_answer';
alter type public.audit_action add value if not exists 'privacy.request_extend';
alter type public.audit_action add value if not exists 'privacy.request_mark';
alter type public.audit_action add value if not exists 'calendar.override';

-- Personal-data requests hold names, addresses and what people ask about their data: admins only.
insert into public.staff_permissions (action, least_role) values ('privacy.requests', 'admin')
  on conflict (action) do nothing;
