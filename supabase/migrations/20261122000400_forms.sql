-- Forms: contact messages, newsletter subscribers, career applications, the e-mail outbox and
-- rate limits. Visitors never touch these tables: the server's form actions call the functions
-- below with the service role, which writes a submission, its consent record and every e-mail it
-- causes in one transaction. API roles get no grant on any of them; admins read them through the
-- policies at the end.

-- Rate limits ----------------------------------------------------------------------------------
create table public.rate_limits (
  bucket text not null check (length(bucket) <= 40),
  key_hash text not null check (length(key_hash) = 64),
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, key_hash, window_start)
);
alter table public.rate_limits enable row level security;
revoke all on public.rate_limits from anon, authenticated;

/**
 * Counts one hit for (bucket, key) in the current fixed window and tells whether it is within
 * `p_limit`. Kept in the database so the limit holds across every server instance.
 */
create function public.hit_rate_limit(p_bucket text, p_key_hash text, p_limit integer, p_window_seconds integer)
  returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_window timestamptz := to_timestamp(floor(extract(epoch from now()) / p_window_seconds) * p_window_seconds);
  v_hits integer;
begin
  insert into public.rate_limits (bucket, key_hash, window_start, hits)
  values (p_bucket, p_key_hash, v_window, 1)
  on conflict (bucket, key_hash, window_start) do update set hits = public.rate_limits.hits + 1
  returning hits into v_hits;
  -- Old windows are of no further use.
  delete from public.rate_limits where window_start < now() - interval '2 days';
  return v_hits <= p_limit;
end;
$$;

-- Outbox -------------------------------------------------------------------------------------
create type public.outbox_status as enum ('pending', 'sent');

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  -- What caused the e-mail, e.g. contact.firm, contact.ack, newsletter.confirm.
  kind text not null check (kind ~ '^[a-z]+\.[a-z]+$'),
  to_email text not null check (length(to_email) <= 254),
  reply_to text check (length(reply_to) <= 254),
  subject text not null check (length(subject) <= 300),
  html text not null,
  text_body text not null,
  headers jsonb not null default '{}'::jsonb,
  status public.outbox_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  transport text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_due_idx on public.outbox (next_attempt_at) where status = 'pending';
alter table public.outbox enable row level security;
revoke all on public.outbox from anon, authenticated;

/** Rows of `p_emails` (a JSON array) added to the outbox; returns their ids. */
create function public.enqueue_emails(p_emails jsonb) returns uuid[]
  language sql volatile set search_path = ''
as $$
  with inserted as (
    insert into public.outbox (kind, to_email, reply_to, subject, html, text_body, headers)
    select e ->> 'kind', e ->> 'to', e ->> 'reply_to', e ->> 'subject', e ->> 'html', e ->> 'text',
           coalesce(e -> 'headers', '{}'::jsonb)
      from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e
    returning id
  )
  select coalesce(array_agg(id), '{}') from inserted;
$$;

/**
 * Claims up to `p_limit` due e-mails for one sender for two minutes, so two senders never send
 * the same row at once. Each claim counts as an attempt.
 */
create function public.claim_outbox(p_limit integer default 20, p_ids uuid[] default null)
  returns setof public.outbox
  language sql volatile set search_path = ''
as $$
  update public.outbox as o
     set locked_until = now() + interval '2 minutes', attempts = o.attempts + 1
   where o.id in (
     select id from public.outbox
      where status = 'pending'
        and next_attempt_at <= now()
        and (locked_until is null or locked_until < now())
        and (p_ids is null or id = any (p_ids))
      order by next_attempt_at
      limit least(greatest(p_limit, 1), 100)
      for update skip locked)
  returning o.*;
$$;

/** Marks a claimed e-mail as sent. */
create function public.complete_outbox(p_id uuid, p_transport text, p_provider_message_id text)
  returns void
  language sql volatile set search_path = ''
as $$
  update public.outbox
     set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
         transport = p_transport, provider_message_id = p_provider_message_id
   where id = p_id;
$$;

/** Puts a failed e-mail back in the queue after an exponential delay (1 min doubling, 6 h at most). */
create function public.fail_outbox(p_id uuid, p_error text)
  returns void
  language sql volatile set search_path = ''
as $$
  update public.outbox
     set locked_until = null, last_error = left(p_error, 1000),
         next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(attempts - 1, 0)))
   where id = p_id;
$$;

-- Contact messages ---------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) <= 254),
  phone text check (length(phone) <= 30),
  topic text check (topic in ('tax', 'labor', 'administrative', 'corporate', 'commercial', 'customs', 'litigation', 'other')),
  message text not null check (length(message) between 1 and 2000),
  locale text not null check (locale in ('es', 'en')),
  consent_at timestamptz not null,
  privacy_policy_version text not null,
  created_at timestamptz not null default now()
);
alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;

/** Stores a contact message and the e-mails it causes, in one transaction; returns the outbox ids. */
create function public.submit_contact_message(p_message jsonb, p_emails jsonb) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.contact_messages (name, email, phone, topic, message, locale, consent_at, privacy_policy_version)
  values (p_message ->> 'name', p_message ->> 'email', nullif(p_message ->> 'phone', ''),
          nullif(p_message ->> 'topic', ''), p_message ->> 'message', p_message ->> 'locale',
          now(), p_message ->> 'privacy_policy_version');
  return public.enqueue_emails(p_emails);
end;
$$;

-- Career applications ------------------------------------------------------------------------
create table public.career_applications (
  id uuid primary key default gen_random_uuid(),
  first_name text not null check (length(first_name) between 1 and 80),
  last_name text not null check (length(last_name) between 1 and 80),
  email text not null check (length(email) <= 254),
  phone text check (length(phone) <= 30),
  profession text not null check (length(profession) between 1 and 100),
  practice_area text not null check (length(practice_area) between 1 and 40),
  linkedin_profile text check (length(linkedin_profile) <= 200),
  message text check (length(message) <= 2000),
  -- The CV in the private "resumes" bucket, under a random name; never publicly reachable.
  resume_path text not null check (resume_path ~ '^[0-9a-f-]{36}\.(pdf|doc|docx)$'),
  resume_original_name text not null check (length(resume_original_name) <= 200),
  resume_type text not null check (resume_type in ('pdf', 'doc', 'docx')),
  resume_bytes integer not null check (resume_bytes between 1 and 5242880),
  locale text not null check (locale in ('es', 'en')),
  consent_at timestamptz not null,
  privacy_policy_version text not null,
  created_at timestamptz not null default now()
);
alter table public.career_applications enable row level security;
revoke all on public.career_applications from anon, authenticated;

/** Stores a career application and the e-mails it causes, in one transaction; returns the outbox ids. */
create function public.submit_career_application(p_application jsonb, p_emails jsonb) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.career_applications (
    first_name, last_name, email, phone, profession, practice_area, linkedin_profile, message,
    resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
  values (
    p_application ->> 'first_name', p_application ->> 'last_name', p_application ->> 'email',
    nullif(p_application ->> 'phone', ''), p_application ->> 'profession', p_application ->> 'practice_area',
    nullif(p_application ->> 'linkedin_profile', ''), nullif(p_application ->> 'message', ''),
    p_application ->> 'resume_path', p_application ->> 'resume_original_name', p_application ->> 'resume_type',
    (p_application ->> 'resume_bytes')::integer, p_application ->> 'locale', now(),
    p_application ->> 'privacy_policy_version');
  return public.enqueue_emails(p_emails);
end;
$$;

-- Newsletter ---------------------------------------------------------------------------------
create type public.subscriber_status as enum ('pending', 'confirmed', 'unsubscribed');

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (length(email) <= 254 and email = lower(email)),
  locale text not null check (locale in ('es', 'en')),
  status public.subscriber_status not null default 'pending',
  -- Only SHA-256 hashes of tokens are kept: a leaked table confirms or removes nobody.
  confirm_token_hash text check (length(confirm_token_hash) = 64),
  confirm_expires_at timestamptz,
  unsubscribe_token_hash text not null check (length(unsubscribe_token_hash) = 64),
  consent_at timestamptz not null,
  privacy_policy_version text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (email);
create unique index newsletter_subscribers_confirm_key on public.newsletter_subscribers (confirm_token_hash);
create unique index newsletter_subscribers_unsubscribe_key on public.newsletter_subscribers (unsubscribe_token_hash);
alter table public.newsletter_subscribers enable row level security;
revoke all on public.newsletter_subscribers from anon, authenticated;

/**
 * Subscribes an address, or renews a pending or unsubscribed one, and queues the confirmation
 * e-mail; an address already confirmed is left alone and gets no e-mail. The caller answers the
 * visitor the same way in every case. Returns {status: 'pending' | 'confirmed', outbox_ids}.
 */
create function public.subscribe_newsletter(p_subscriber jsonb, p_emails jsonb) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_status public.subscriber_status;
begin
  insert into public.newsletter_subscribers (
    email, locale, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, consent_at, privacy_policy_version)
  values (
    p_subscriber ->> 'email', p_subscriber ->> 'locale', p_subscriber ->> 'confirm_token_hash',
    now() + make_interval(hours => (p_subscriber ->> 'confirm_hours')::integer),
    p_subscriber ->> 'unsubscribe_token_hash', now(), p_subscriber ->> 'privacy_policy_version')
  on conflict (email) do update
    set locale = excluded.locale,
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        unsubscribe_token_hash = excluded.unsubscribe_token_hash,
        consent_at = excluded.consent_at,
        privacy_policy_version = excluded.privacy_policy_version,
        status = 'pending',
        unsubscribed_at = null
    where public.newsletter_subscribers.status <> 'confirmed'
  returning status into v_status;
  if v_status is null then
    return jsonb_build_object('status', 'confirmed', 'outbox_ids', '[]'::jsonb);
  end if;
  return jsonb_build_object('status', 'pending', 'outbox_ids', to_jsonb(public.enqueue_emails(p_emails)));
end;
$$;

/** Confirms the subscription whose unexpired token hashes to `p_token_hash`; the token works once. */
create function public.confirm_newsletter(p_token_hash text) returns boolean
  language sql volatile set search_path = ''
as $$
  with confirmed as (
    update public.newsletter_subscribers
       set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
     where confirm_token_hash = p_token_hash and status = 'pending' and confirm_expires_at > now()
    returning 1
  )
  select exists (select 1 from confirmed);
$$;

/** Unsubscribes the address whose unsubscribe token hashes to `p_token_hash`. */
create function public.unsubscribe_newsletter(p_token_hash text) returns boolean
  language sql volatile set search_path = ''
as $$
  with removed as (
    update public.newsletter_subscribers
       set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()),
           confirm_token_hash = null, confirm_expires_at = null
     where unsubscribe_token_hash = p_token_hash
    returning 1
  )
  select exists (select 1 from removed);
$$;

-- Only the server, with the service role, runs these.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.hit_rate_limit(text, text, integer, integer)',
    'public.enqueue_emails(jsonb)',
    'public.claim_outbox(integer, uuid[])',
    'public.complete_outbox(uuid, text, text)',
    'public.fail_outbox(uuid, text)',
    'public.submit_contact_message(jsonb, jsonb)',
    'public.submit_career_application(jsonb, jsonb)',
    'public.subscribe_newsletter(jsonb, jsonb)',
    'public.confirm_newsletter(text)',
    'public.unsubscribe_newsletter(text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

grant select, insert, update, delete on public.rate_limits, public.outbox, public.contact_messages,
  public.career_applications, public.newsletter_subscribers to service_role;

-- Admins read what visitors sent (the admin area shows it).
grant select on public.contact_messages, public.career_applications, public.newsletter_subscribers to authenticated;
create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read career applications" on public.career_applications
  for select to authenticated using ((select public.is_admin()));
create policy "Admins read newsletter subscribers" on public.newsletter_subscribers
  for select to authenticated using ((select public.is_admin()));

-- The private bucket for CVs (Supabase Storage; the embedded store keeps a private folder).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('resumes', 'resumes', false, 5242880, array[
  'application/pdf', 'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'])
on conflict (id) do nothing;
