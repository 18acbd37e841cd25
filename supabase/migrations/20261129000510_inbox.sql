-- The inbox: contact messages (leads) and career applications (applications) worked through by
-- the admins (personal.read). Each item gets a status, a first-opened time (unread until an admin
-- opens it), a spam mark, and for a lead the team member it is assigned to; notes and the status
-- history sit in two tables of their own. Every verb is one security-invoker function that starts
-- with require_permission('personal.read') and records its audit event in the same transaction.

-- Statuses ---------------------------------------------------------------------------------------

/**
 * Whether an item of `p_kind` may go from `p_from` to `p_to`. The one list of moves (the admin
 * screen offers what lib/inbox/statuses.ts says, and a test keeps the two equal).
 */
create function public.inbox_status_allowed(p_kind text, p_from text, p_to text) returns boolean
  language sql immutable set search_path = ''
as $$
  select (p_kind, p_from, p_to) in (
    ('lead', 'new', 'contacted'), ('lead', 'new', 'discarded'),
    ('lead', 'contacted', 'consultation'), ('lead', 'contacted', 'not_engaged'),
    ('lead', 'contacted', 'discarded'),
    ('lead', 'consultation', 'engaged'), ('lead', 'consultation', 'not_engaged'),
    ('lead', 'consultation', 'discarded'),
    ('application', 'received', 'in_review'), ('application', 'received', 'closed'),
    ('application', 'in_review', 'interview'), ('application', 'in_review', 'closed'),
    ('application', 'interview', 'closed'));
$$;

alter table public.contact_messages
  add column status text not null default 'new'
    check (status in ('new', 'contacted', 'consultation', 'engaged', 'not_engaged', 'discarded')),
  -- A team member's id (lib/content/team.ts): the team lives in the site's code, so no foreign key.
  add column assigned_to text
    check (assigned_to ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(assigned_to) <= 80),
  add column read_at timestamptz,
  add column spam_at timestamptz;
alter table public.career_applications
  add column status text not null default 'received'
    check (status in ('received', 'in_review', 'interview', 'closed')),
  add column read_at timestamptz,
  add column spam_at timestamptz;
create index contact_messages_created_idx on public.contact_messages (created_at desc);
create index career_applications_created_idx on public.career_applications (created_at desc);

/** Refuses a status change the list of moves does not have, whoever writes it. */
create function public.inbox_check_status() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not public.inbox_status_allowed(
       case tg_table_name when 'contact_messages' then 'lead' else 'application' end,
       old.status, new.status) then
    raise exception 'status % cannot follow %', new.status, old.status using errcode = '22023';
  end if;
  return new;
end;
$$;
create trigger contact_messages_status before update of status on public.contact_messages
  for each row execute function public.inbox_check_status();
create trigger career_applications_status before update of status on public.career_applications
  for each row execute function public.inbox_check_status();

-- Admins change the inbox's own columns (through the functions below); never what was sent.
grant update (status, assigned_to, read_at, spam_at) on public.contact_messages to authenticated;
grant update (status, read_at, spam_at) on public.career_applications to authenticated;
create policy "Admins work contact messages" on public.contact_messages
  for update to authenticated
  using ((select public.staff_may('personal.read'))) with check ((select public.staff_may('personal.read')));
create policy "Admins work career applications" on public.career_applications
  for update to authenticated
  using ((select public.staff_may('personal.read'))) with check ((select public.staff_may('personal.read')));

-- History and notes --------------------------------------------------------------------------------
create table public.inbox_status_changes (
  id bigint generated always as identity primary key,
  item_kind text not null check (item_kind in ('lead', 'application')),
  item_id uuid not null,
  from_status text not null,
  to_status text not null,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index inbox_status_changes_item_idx on public.inbox_status_changes (item_kind, item_id, id);

create table public.inbox_notes (
  id bigint generated always as identity primary key,
  item_kind text not null check (item_kind in ('lead', 'application')),
  item_id uuid not null,
  body text not null check (length(body) between 1 and 4000),
  author_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index inbox_notes_item_idx on public.inbox_notes (item_kind, item_id, id);

alter table public.inbox_status_changes enable row level security;
alter table public.inbox_notes enable row level security;
revoke all on public.inbox_status_changes, public.inbox_notes from anon, authenticated;
grant select, insert on public.inbox_status_changes, public.inbox_notes to authenticated;
grant select, insert, update, delete on public.inbox_status_changes, public.inbox_notes to service_role;
-- Admins read both; each row they add names themselves. Nobody edits or removes one (the purge
-- of spam, as the service role, removes an item's rows with it).
create policy "Admins read status history" on public.inbox_status_changes
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins add status history" on public.inbox_status_changes
  for insert to authenticated
  with check ((select public.staff_may('personal.read')) and changed_by = (select auth.uid()));
create policy "Admins read notes" on public.inbox_notes
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins add notes" on public.inbox_notes
  for insert to authenticated
  with check ((select public.staff_may('personal.read')) and author_id = (select auth.uid()));

-- The new contact submission: its id chosen by the server, and its lawyer -------------------------
drop function public.submit_contact_message(text, text, text, text, text, text, text, jsonb);

/**
 * Stores a contact message and the e-mails it causes, in one transaction; returns the outbox ids.
 * The server picks the id (the assigned lawyer's e-mail links to it) and the lawyer who leads the
 * chosen topic's practice (lib/forms/assignment.ts), or none.
 */
create function public.submit_contact_message(
  p_id uuid,
  p_name text,
  p_email text,
  p_phone text,
  p_topic text,
  p_message text,
  p_locale text,
  p_privacy_policy_version text,
  p_assigned_to text,
  p_emails jsonb
) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.contact_messages (id, name, email, phone, topic, message, locale, consent_at,
                                       privacy_policy_version, assigned_to)
  values (p_id, p_name, p_email, nullif(p_phone, ''), nullif(p_topic, ''), p_message, p_locale, now(),
          p_privacy_policy_version, nullif(p_assigned_to, ''));
  return public.enqueue_emails(p_emails);
end;
$$;

/**
 * The staff accounts linked to a team member (staff_profiles.team_member_id), active ones only,
 * with their staff-area language: whom a lead's assignment is told. For the server and the
 * admins (who see every account on the users page anyway).
 */
create function public.inbox_lawyer_recipients(p_team_member_id text) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email::text,
                                               'language', coalesce(p.admin_language, 'es'))
                            order by u.email), '[]'::jsonb)
    from public.staff_profiles p join auth.users u on u.id = p.user_id
   where (coalesce((select auth.jwt() ->> 'role'), '') = 'service_role'
          or public.staff_may('personal.read'))
     and p.team_member_id = p_team_member_id and u.email is not null
     and (u.banned_until is null or u.banned_until <= now());
$$;
