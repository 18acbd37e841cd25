-- The form functions take named, typed arguments instead of one jsonb object each, so both
-- adapters call them the same way (`.rpc()` on Supabase, `callFunction` on the embedded store)
-- with the app's own values: a renamed or missing argument is an error at the call, not a null
-- column. Also: the CV limit drops to 4 MB (Vercel caps a request body at 4.5 MB), categories are
-- read through a function like every other read, and `health()` answers /api/health.
-- Migrations are append-only: this file changes what 20261122000400_forms.sql created.

drop function public.submit_contact_message(jsonb, jsonb);
drop function public.submit_career_application(jsonb, jsonb);
drop function public.subscribe_newsletter(jsonb, jsonb);

/**
 * Rows of `p_emails` added to the outbox; returns their ids. Each element is the app's
 * OutgoingEmail as JSON (lib/email/types.ts): kind, to, replyTo, subject, html, text, headers.
 */
create or replace function public.enqueue_emails(p_emails jsonb) returns uuid[]
  language sql volatile set search_path = ''
as $$
  with inserted as (
    insert into public.outbox (kind, to_email, reply_to, subject, html, text_body, headers)
    select e ->> 'kind', e ->> 'to', e ->> 'replyTo', e ->> 'subject', e ->> 'html', e ->> 'text',
           coalesce(e -> 'headers', '{}'::jsonb)
      from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e
    returning id
  )
  select coalesce(array_agg(id), '{}') from inserted;
$$;

/** Stores a contact message and the e-mails it causes, in one transaction; returns the outbox ids. */
create function public.submit_contact_message(
  p_name text,
  p_email text,
  p_phone text,
  p_topic text,
  p_message text,
  p_locale text,
  p_privacy_policy_version text,
  p_emails jsonb
) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.contact_messages (name, email, phone, topic, message, locale, consent_at, privacy_policy_version)
  values (p_name, p_email, nullif(p_phone, ''), nullif(p_topic, ''), p_message, p_locale, now(),
          p_privacy_policy_version);
  return public.enqueue_emails(p_emails);
end;
$$;

/** Stores a career application and the e-mails it causes, in one transaction; returns the outbox ids. */
create function public.submit_career_application(
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_profession text,
  p_practice_area text,
  p_linkedin_profile text,
  p_message text,
  p_locale text,
  p_resume_path text,
  p_resume_original_name text,
  p_resume_type text,
  p_resume_bytes integer,
  p_privacy_policy_version text,
  p_emails jsonb
) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.career_applications (
    first_name, last_name, email, phone, profession, practice_area, linkedin_profile, message,
    resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
  values (
    p_first_name, p_last_name, p_email, nullif(p_phone, ''), p_profession, p_practice_area,
    nullif(p_linkedin_profile, ''), nullif(p_message, ''), p_resume_path, p_resume_original_name,
    p_resume_type, p_resume_bytes, p_locale, now(), p_privacy_policy_version);
  return public.enqueue_emails(p_emails);
end;
$$;

/**
 * Subscribes an address, or renews a pending or unsubscribed one, and queues the confirmation
 * e-mail; an address already confirmed is left alone and gets no e-mail. The caller answers the
 * visitor the same way in every case. Returns {status: 'pending' | 'confirmed', outbox_ids}.
 */
create function public.subscribe_newsletter(
  p_email text,
  p_locale text,
  p_confirm_token_hash text,
  p_unsubscribe_token_hash text,
  p_confirm_hours integer,
  p_privacy_policy_version text,
  p_emails jsonb
) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_status public.subscriber_status;
begin
  insert into public.newsletter_subscribers (
    email, locale, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, consent_at, privacy_policy_version)
  values (
    p_email, p_locale, p_confirm_token_hash, now() + make_interval(hours => p_confirm_hours),
    p_unsubscribe_token_hash, now(), p_privacy_policy_version)
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

-- Only the server, with the service role, runs these (as it did the jsonb versions).
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.submit_contact_message(text, text, text, text, text, text, text, jsonb)',
    'public.submit_career_application(text, text, text, text, text, text, text, text, text, text, text, text, integer, text, jsonb)',
    'public.subscribe_newsletter(text, text, text, text, integer, text, jsonb)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;

-- CVs: 4 MB at most (4194304 bytes), in the table and in the Storage bucket alike. The check is
-- added `not valid` so applications already stored with a CV of up to 5 MB stay; every new or
-- changed row is checked.
alter table public.career_applications drop constraint career_applications_resume_bytes_check;
alter table public.career_applications add constraint career_applications_resume_bytes_check
  check (resume_bytes between 1 and 4194304) not valid;
update storage.buckets set file_size_limit = 4194304 where id = 'resumes';

/** The categories entries are filed under, in display order, as [{id, label_es, label_en}]. */
create function public.list_categories() returns jsonb
  language sql stable security invoker set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.id, 'label_es', c.label_es, 'label_en', c.label_en)
                            order by c.position, c.id), '[]'::jsonb)
    from public.categories as c;
$$;

/** True whenever the database answers: what /api/health asks. */
create function public.health() returns boolean
  language sql stable security invoker set search_path = ''
as $$
  select true;
$$;

revoke execute on function public.list_categories() from public;
revoke execute on function public.health() from public;
grant execute on function public.list_categories() to anon, authenticated;
grant execute on function public.health() to anon;
