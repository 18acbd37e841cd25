-- Requests of data subjects (consultas and reclamos about their personal data) and the firm's
-- calendar overrides. A request is filed from the public form as a pending row with a hashed,
-- expiring confirmation token; only when the person confirms through the e-mailed link does it
-- become "received", with its legal due day. Pending rows are no staff member's to see. Due days
-- are counted in Colombian business days by the server (lib/dates) and handed to these functions:
-- the database keeps the days, the calendar lives in one place.

create table public.data_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('consulta', 'rectificacion', 'supresion', 'revocatoria')),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) between 3 and 254),
  id_number text check (length(id_number) between 1 and 30),
  description text not null check (length(description) between 1 and 2000),
  locale text not null check (locale in ('es', 'en')),
  consent_at timestamptz not null,
  privacy_policy_version text not null,
  confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirm_expires_at timestamptz not null,
  confirmed_at timestamptz,
  status text not null default 'pending' check (status in (
    'pending', 'received', 'in_progress', 'extended', 'incomplete', 'answered', 'rejected', 'withdrawn')),
  -- The legal due day (its 23:59 in Bogotá), and the later one when the term was extended once.
  due_day date,
  extended_due_day date,
  -- Reclamos: the day by which "reclamo en trámite" must be on the person's data, and when it was.
  mark_by_day date,
  marked_at timestamptz,
  status_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  check ((status = 'pending') = (confirmed_at is null)),
  check (status = 'pending' or due_day is not null)
);
create index data_requests_email_idx on public.data_requests (email);
create index data_requests_open_idx on public.data_requests (status, due_day);
alter table public.data_requests enable row level security;
revoke all on public.data_requests from anon, authenticated;
grant select on public.data_requests to authenticated;
grant select, insert, update, delete on public.data_requests to service_role;
-- Admins read confirmed requests; a pending one may be somebody else's address typed by a stranger.
create policy "Admins read confirmed data requests" on public.data_requests
  for select to authenticated
  using ((select public.staff_may('privacy.requests')) and status <> 'pending');

-- Each step of a request: the move, the text sent to the person (an answer, the reason of an
-- extension or a rejection, what is missing), the e-mail that carried it, who and when.
create table public.data_request_steps (
  id bigint generated always as identity primary key,
  request_id uuid not null references public.data_requests (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  body text check (length(body) between 1 and 8000),
  outbox_id uuid references public.outbox (id) on delete set null,
  by_user uuid references auth.users (id) on delete set null,
  at timestamptz not null default now()
);
create index data_request_steps_request_idx on public.data_request_steps (request_id, id);
alter table public.data_request_steps enable row level security;
revoke all on public.data_request_steps from anon, authenticated;
grant select on public.data_request_steps to authenticated;
grant select, insert, update, delete on public.data_request_steps to service_role;
create policy "Admins read data request steps" on public.data_request_steps
  for select to authenticated using ((select public.staff_may('privacy.requests')));

-- Days the admins declare a holiday (one the government adds) or a business day despite the
-- library's list. The server's calendar (lib/dates/firm-calendar.ts) reads them.
create table public.calendar_overrides (
  day date primary key,
  kind text not null check (kind in ('holiday', 'business_day')),
  name text not null check (length(name) between 1 and 100),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table public.calendar_overrides enable row level security;
revoke all on public.calendar_overrides from anon, authenticated;
grant select on public.calendar_overrides to authenticated;
grant select, insert, update, delete on public.calendar_overrides to service_role;
create policy "Admins read calendar overrides" on public.calendar_overrides
  for select to authenticated using ((select public.staff_may('privacy.requests')));
