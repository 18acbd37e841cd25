-- The inbox's writes: status moves, a lead's assignment, notes, the spam mark, the CV's download
-- record, and the scheduled job's purge of old spam. Each admin verb is security invoker, starts
-- with require_permission('personal.read') and records its audit event in the same transaction.

/**
 * Moves an item to `p_status`: 'done', 'not_found', or 'refused' when the list of moves does not
 * have it. Records the change in the item's history and the audit trail.
 */
create function public.admin_set_inbox_status(p_kind text, p_id uuid, p_status text, p_ip_hmac text default null)
  returns text
  language plpgsql volatile set search_path = ''
as $$
declare
  v_from text;
begin
  perform public.require_permission('personal.read');
  if p_kind = 'lead' then
    select status into v_from from public.contact_messages where id = p_id for update;
  elsif p_kind = 'application' then
    select status into v_from from public.career_applications where id = p_id for update;
  end if;
  if v_from is null then return 'not_found'; end if;
  if not public.inbox_status_allowed(p_kind, v_from, p_status) then return 'refused'; end if;
  if p_kind = 'lead' then
    update public.contact_messages set status = p_status where id = p_id;
  else
    update public.career_applications set status = p_status where id = p_id;
  end if;
  insert into public.inbox_status_changes (item_kind, item_id, from_status, to_status, changed_by)
  values (p_kind, p_id, v_from, p_status, (select auth.uid()));
  perform public.record_audit_event('inbox.status', p_kind, p_id::text, array['status'], p_ip_hmac);
  return 'done';
end;
$$;

/**
 * Assigns a lead to a team member, or to nobody (null): answers 'not_found', 'unchanged' or
 * 'done' with the staff accounts of that member to tell (none for nobody).
 */
create function public.admin_assign_lead(p_id uuid, p_assigned_to text, p_ip_hmac text default null)
  returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_before text;
begin
  perform public.require_permission('personal.read');
  select assigned_to into v_before from public.contact_messages where id = p_id for update;
  if not found then return jsonb_build_object('status', 'not_found'); end if;
  if v_before is not distinct from nullif(p_assigned_to, '') then
    return jsonb_build_object('status', 'unchanged');
  end if;
  update public.contact_messages set assigned_to = nullif(p_assigned_to, '') where id = p_id;
  perform public.record_audit_event('inbox.assign', 'lead', p_id::text, array['assigned_to'], p_ip_hmac);
  return jsonb_build_object('status', 'done', 'recipients',
    case when nullif(p_assigned_to, '') is null then '[]'::jsonb
         else public.inbox_lawyer_recipients(p_assigned_to) end);
end;
$$;

/** Adds an internal note to an item as the caller; answers its id, or null (no such item). */
create function public.admin_add_inbox_note(p_kind text, p_id uuid, p_body text, p_ip_hmac text default null)
  returns bigint
  language plpgsql volatile set search_path = ''
as $$
declare
  v_id bigint;
begin
  perform public.require_permission('personal.read');
  if public.inbox_item_json(p_kind, p_id) is null then return null; end if;
  insert into public.inbox_notes (item_kind, item_id, body, author_id)
  values (p_kind, p_id, p_body, (select auth.uid())) returning id into v_id;
  perform public.record_audit_event('inbox.note', p_kind, p_id::text, '{}', p_ip_hmac);
  return v_id;
end;
$$;

/** Marks an item as spam (deleted 30 days later) or takes the mark off; false: no such item. */
create function public.admin_mark_inbox_spam(p_kind text, p_id uuid, p_spam boolean, p_ip_hmac text default null)
  returns boolean
  language plpgsql volatile set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  if p_kind = 'lead' then
    update public.contact_messages
       set spam_at = case when p_spam then coalesce(spam_at, now()) end where id = p_id;
  elsif p_kind = 'application' then
    update public.career_applications
       set spam_at = case when p_spam then coalesce(spam_at, now()) end where id = p_id;
  end if;
  if not found or p_kind not in ('lead', 'application') then return false; end if;
  perform public.record_audit_event('inbox.spam', p_kind, p_id::text, array['spam_at'], p_ip_hmac);
  return true;
end;
$$;

/**
 * The CV of an application for the route that streams it (its file's name in the private bucket,
 * the name it was sent under, its type), or null; records the download in the same transaction.
 */
create function public.admin_resume_download(p_id uuid, p_ip_hmac text default null) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_file jsonb;
begin
  perform public.require_permission('personal.read');
  select jsonb_build_object('path', a.resume_path, 'name', a.resume_original_name, 'type', a.resume_type)
    into v_file from public.career_applications a where a.id = p_id;
  if v_file is null then return null; end if;
  perform public.record_audit_event('inbox.cv_download', 'application', p_id::text, '{}', p_ip_hmac);
  return v_file;
end;
$$;

/**
 * Deletes for good what was marked as spam more than 30 days ago, with its notes and history;
 * answers the CVs' file names, which the scheduled job then removes from the bucket.
 */
create function public.purge_spam() returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_leads uuid[];
  v_applications uuid[];
  v_files jsonb;
begin
  with gone as (delete from public.contact_messages
                 where spam_at < now() - interval '30 days' returning id)
  select coalesce(array_agg(id), '{}') into v_leads from gone;
  with gone as (delete from public.career_applications
                 where spam_at < now() - interval '30 days' returning id, resume_path)
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

-- Grants --------------------------------------------------------------------------------------------
-- PUBLIC's default revoked; the admins' verbs to `authenticated` (require_permission refuses every
-- role but admin), the server's to the service role. submit_contact_message was re-created in the
-- file before: its grants are said here.
revoke execute on function
  public.inbox_status_allowed(text, text, text),
  public.inbox_check_status(),
  public.admin_set_inbox_status(text, uuid, text, text),
  public.admin_assign_lead(uuid, text, text),
  public.admin_add_inbox_note(text, uuid, text, text),
  public.admin_mark_inbox_spam(text, uuid, boolean, text),
  public.admin_resume_download(uuid, text),
  public.purge_spam(),
  public.inbox_lawyer_recipients(text),
  public.submit_contact_message(uuid, text, text, text, text, text, text, text, text, jsonb)
from public, anon, authenticated;

grant execute on function
  public.inbox_status_allowed(text, text, text),
  public.admin_set_inbox_status(text, uuid, text, text),
  public.admin_assign_lead(uuid, text, text),
  public.admin_add_inbox_note(text, uuid, text, text),
  public.admin_mark_inbox_spam(text, uuid, boolean, text),
  public.admin_resume_download(uuid, text),
  public.inbox_lawyer_recipients(text)
to authenticated;
grant execute on function
  public.purge_spam(),
  public.inbox_lawyer_recipients(text),
  public.submit_contact_message(uuid, text, text, text, text, text, text, text, text, jsonb)
to service_role;
