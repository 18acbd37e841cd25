-- Retention: a legal hold on an inbox item and the "keep" mark on an application (each with its
-- reason, who and when), and the scheduled purge that applies the periods of
-- lib/privacy/retention.ts, which the server passes in: the periods live in that one module,
-- which the privacy policy renders too. The purge never deletes an item under legal hold, nor an
-- application marked "keep".

-- Legal hold and keep ------------------------------------------------------------------------------
alter table public.contact_messages
  add column legal_hold_reason text check (length(legal_hold_reason) between 3 and 500),
  add column legal_hold_at timestamptz,
  add column legal_hold_by uuid references auth.users (id) on delete set null,
  add constraint contact_messages_legal_hold_whole
    check ((legal_hold_reason is null) = (legal_hold_at is null));
alter table public.career_applications
  add column legal_hold_reason text check (length(legal_hold_reason) between 3 and 500),
  add column legal_hold_at timestamptz,
  add column legal_hold_by uuid references auth.users (id) on delete set null,
  add column keep_reason text check (length(keep_reason) between 3 and 500),
  add column keep_at timestamptz,
  add column keep_by uuid references auth.users (id) on delete set null,
  add constraint career_applications_legal_hold_whole
    check ((legal_hold_reason is null) = (legal_hold_at is null)),
  add constraint career_applications_keep_whole check ((keep_reason is null) = (keep_at is null));

-- Admins set these through the functions below (security invoker, under the update policies the
-- inbox already has); the grant names the columns, so nothing else of what was sent changes.
grant update (legal_hold_reason, legal_hold_at, legal_hold_by) on public.contact_messages to authenticated;
grant update (legal_hold_reason, legal_hold_at, legal_hold_by, keep_reason, keep_at, keep_by)
  on public.career_applications to authenticated;

/**
 * Puts an item under legal hold with `p_reason`, or lifts the hold (a null or empty reason);
 * answers false when there is no such item. Records who and when on the item and
 * `inbox.legal_hold` in the audit trail.
 */
create function public.admin_set_legal_hold(p_kind text, p_id uuid, p_reason text, p_ip_hmac text default null)
  returns boolean
  language plpgsql volatile set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(p_reason), '');
begin
  perform public.require_permission('personal.read');
  if p_kind = 'lead' then
    update public.contact_messages
       set legal_hold_reason = v_reason,
           legal_hold_at = case when v_reason is null then null else now() end,
           legal_hold_by = case when v_reason is null then null else (select auth.uid()) end
     where id = p_id;
  elsif p_kind = 'application' then
    update public.career_applications
       set legal_hold_reason = v_reason,
           legal_hold_at = case when v_reason is null then null else now() end,
           legal_hold_by = case when v_reason is null then null else (select auth.uid()) end
     where id = p_id;
  end if;
  if not found or p_kind not in ('lead', 'application') then return false; end if;
  perform public.record_audit_event('inbox.legal_hold', p_kind, p_id::text, array['legal_hold_reason'], p_ip_hmac);
  return true;
end;
$$;

/**
 * Marks an application "keep" with `p_reason` (the purge then leaves it and its CV past its
 * period), or takes the mark off (a null or empty reason); false when there is no such
 * application. Records who and when, and `inbox.keep` in the audit trail.
 */
create function public.admin_set_application_keep(p_id uuid, p_reason text, p_ip_hmac text default null)
  returns boolean
  language plpgsql volatile set search_path = ''
as $$
declare
  v_reason text := nullif(btrim(p_reason), '');
begin
  perform public.require_permission('personal.read');
  update public.career_applications
     set keep_reason = v_reason,
         keep_at = case when v_reason is null then null else now() end,
         keep_by = case when v_reason is null then null else (select auth.uid()) end
   where id = p_id;
  if not found then return false; end if;
  perform public.record_audit_event('inbox.keep', 'application', p_id::text, array['keep_reason'], p_ip_hmac);
  return true;
end;
$$;

-- The purge ------------------------------------------------------------------------------------------

/** The moment an item's status last changed: its last move, or its receipt when it never moved. */
create function public.inbox_last_change(p_kind text, p_id uuid, p_created timestamptz) returns timestamptz
  language sql stable set search_path = ''
as $$
  select coalesce((select max(h.changed_at) from public.inbox_status_changes h
                    where h.item_kind = p_kind and h.item_id = p_id), p_created);
$$;

/**
 * Applies the retention periods as of `p_now` (the clock; tests pass a fixed one): `p_periods`
 * maps each rule's key of lib/privacy/retention.ts to an interval. Empties sent e-mails' content,
 * deletes contact messages (engaged ones after the client-records period), applications past their
 * period unless marked "keep", spam, unconfirmed sign-ups, and audit events past their period
 * through purge_audit_events, which writes the chain's checkpoint in the same transaction. Items
 * under legal hold stay. Deleted items take their notes, history and replies with them. Each rule
 * that removed something records `retention.purge` (target `retention`, id `<key>:<count>`); a
 * run with nothing to do changes and records nothing, so running it again is harmless. Answers
 * the counts and the CVs' file names, which the scheduled job removes from the bucket.
 */
create function public.purge_retention(p_periods jsonb, p_now timestamptz default now()) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_key text;
  v_cut jsonb := '{}'::jsonb;
  v_counts jsonb := '{}'::jsonb;
  v_n integer;
  v_leads uuid[];
  v_apps uuid[];
  v_all_leads uuid[] := '{}';
  v_all_apps uuid[] := '{}';
  v_files jsonb := '[]'::jsonb;
  v_more jsonb;
begin
  foreach v_key in array array['outboxBodies', 'contactMessages', 'engagedClientLeads',
    'careerApplications', 'newsletterUnconfirmed', 'spam', 'auditEvents'] loop
    if p_periods ->> v_key is null or (p_periods ->> v_key)::interval <= interval '0' then
      raise exception 'no period for %', v_key using errcode = '22023';
    end if;
    v_cut := v_cut || jsonb_build_object(v_key, p_now - (p_periods ->> v_key)::interval);
  end loop;

  -- A sent e-mail keeps who, when, its kind and status; what it said goes.
  update public.outbox set subject = '', html = '', text_body = ''
   where status = 'sent' and sent_at < (v_cut ->> 'outboxBodies')::timestamptz
     and (subject <> '' or html <> '' or text_body <> '');
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('outboxBodies', v_n);

  with gone as (delete from public.contact_messages m
                 where m.legal_hold_at is null and m.status <> 'engaged'
                   and public.inbox_last_change('lead', m.id, m.created_at)
                       < (v_cut ->> 'contactMessages')::timestamptz
                 returning id)
  select coalesce(array_agg(id), '{}') into v_leads from gone;
  v_counts := v_counts || jsonb_build_object('contactMessages', cardinality(v_leads));
  v_all_leads := v_all_leads || v_leads;

  with gone as (delete from public.contact_messages m
                 where m.legal_hold_at is null and m.status = 'engaged'
                   and public.inbox_last_change('lead', m.id, m.created_at)
                       < (v_cut ->> 'engagedClientLeads')::timestamptz
                 returning id)
  select coalesce(array_agg(id), '{}') into v_leads from gone;
  v_counts := v_counts || jsonb_build_object('engagedClientLeads', cardinality(v_leads));
  v_all_leads := v_all_leads || v_leads;

  with gone as (delete from public.career_applications a
                 where a.legal_hold_at is null and a.keep_at is null
                   and a.created_at < (v_cut ->> 'careerApplications')::timestamptz
                 returning id, resume_path)
  select coalesce(array_agg(id), '{}'), coalesce(jsonb_agg(resume_path), '[]'::jsonb)
    into v_apps, v_more from gone;
  v_counts := v_counts || jsonb_build_object('careerApplications', cardinality(v_apps));
  v_all_apps := v_all_apps || v_apps;
  v_files := v_files || v_more;

  -- Spam goes 30 days after the mark whatever else applies; a hold keeps it too.
  with gone as (delete from public.contact_messages m
                 where m.legal_hold_at is null and m.spam_at < (v_cut ->> 'spam')::timestamptz
                 returning id)
  select coalesce(array_agg(id), '{}') into v_leads from gone;
  with gone as (delete from public.career_applications a
                 where a.legal_hold_at is null and a.spam_at < (v_cut ->> 'spam')::timestamptz
                 returning id, resume_path)
  select coalesce(array_agg(id), '{}'), coalesce(jsonb_agg(resume_path), '[]'::jsonb)
    into v_apps, v_more from gone;
  v_counts := v_counts || jsonb_build_object('spam', cardinality(v_leads) + cardinality(v_apps));
  v_all_leads := v_all_leads || v_leads;
  v_all_apps := v_all_apps || v_apps;
  v_files := v_files || v_more;

  -- What hangs on an item by its kind and id (no foreign key) goes with it.
  delete from public.inbox_notes
   where (item_kind = 'lead' and item_id = any (v_all_leads))
      or (item_kind = 'application' and item_id = any (v_all_apps));
  delete from public.inbox_status_changes
   where (item_kind = 'lead' and item_id = any (v_all_leads))
      or (item_kind = 'application' and item_id = any (v_all_apps));
  delete from public.inbox_replies
   where (item_kind = 'lead' and item_id = any (v_all_leads))
      or (item_kind = 'application' and item_id = any (v_all_apps));

  delete from public.newsletter_subscribers
   where status = 'pending' and consent_at < (v_cut ->> 'newsletterUnconfirmed')::timestamptz;
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('newsletterUnconfirmed', v_n);

  -- Only when something is that old: each call of purge_audit_events appends a checkpoint.
  v_n := 0;
  if exists (select 1 from public.audit_events e where e.at < (v_cut ->> 'auditEvents')::timestamptz) then
    v_n := public.purge_audit_events((v_cut ->> 'auditEvents')::timestamptz);
  end if;
  v_counts := v_counts || jsonb_build_object('auditEvents', v_n);

  for v_key, v_n in select key, value::integer from jsonb_each_text(v_counts) loop
    if v_n > 0 then
      perform public.record_audit_event('retention.purge', 'retention', v_key || ':' || v_n, '{}', null);
    end if;
  end loop;
  return jsonb_build_object('counts', v_counts, 'resumes', v_files);
end;
$$;

/**
 * The spam purge of the inbox, as before, except that an item under legal hold stays (the
 * scheduled job now runs purge_retention, which covers spam; this one remains for callers of the
 * seam's purgeSpam).
 */
create or replace function public.purge_spam() returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_leads uuid[];
  v_applications uuid[];
  v_files jsonb;
begin
  with gone as (delete from public.contact_messages
                 where spam_at < now() - interval '30 days' and legal_hold_at is null returning id)
  select coalesce(array_agg(id), '{}') into v_leads from gone;
  with gone as (delete from public.career_applications
                 where spam_at < now() - interval '30 days' and legal_hold_at is null
                 returning id, resume_path)
  select coalesce(array_agg(id), '{}'), coalesce(jsonb_agg(resume_path), '[]'::jsonb)
    into v_applications, v_files from gone;
  delete from public.inbox_notes
   where (item_kind = 'lead' and item_id = any (v_leads))
      or (item_kind = 'application' and item_id = any (v_applications));
  delete from public.inbox_status_changes
   where (item_kind = 'lead' and item_id = any (v_leads))
      or (item_kind = 'application' and item_id = any (v_applications));
  return jsonb_build_object('leads', cardinality(v_leads), 'applications', cardinality(v_applications),
                            'resumes', v_files);
end;
$$;

-- Grants ----------------------------------------------------------------------------------------------
revoke execute on function
  public.admin_set_legal_hold(text, uuid, text, text),
  public.admin_set_application_keep(uuid, text, text),
  public.inbox_last_change(text, uuid, timestamptz),
  public.purge_retention(jsonb, timestamptz),
  public.purge_spam()
from public, anon, authenticated;
grant execute on function
  public.admin_set_legal_hold(text, uuid, text, text),
  public.admin_set_application_keep(uuid, text, text)
to authenticated;
grant execute on function public.purge_retention(jsonb, timestamptz), public.purge_spam() to service_role;
