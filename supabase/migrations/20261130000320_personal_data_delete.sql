-- Deleting everything about an e-mail address in one transaction, and correcting an inbox item.

/**
 * Deletes every row that holds the address: its contact messages (unless the lead was engaged:
 * the firm keeps a client's record), their notes, status history, replies, parties and conflict
 * checks; its career applications with theirs; its newsletter subscription; every e-mail in the
 * outbox sent to it, from it (Reply-To) or naming it, and the e-mails of the deleted items'
 * replies. Records what went and what stayed in personal_data_deletions and privacy.delete in the
 * audit trail (the address only as its HMAC). Answers {id, counts, kept, resumes, outbox_ids}: the
 * caller removes the CV files and the e-mail files those name, which live outside the database.
 */
create function public.admin_delete_personal_data(
  p_email text,
  p_address_hmac text,
  p_request_id uuid default null,
  p_ip_hmac text default null
) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_email text;
  v_leads uuid[];
  v_kept_leads uuid[];
  v_apps uuid[];
  v_resumes text[];
  v_outbox uuid[];
  v_counts jsonb := '{}'::jsonb;
  v_kept jsonb := '[]'::jsonb;
  v_n integer;
  v_id bigint;
begin
  perform public.require_permission('privacy.personal_data');
  v_email := public.personal_data_address(p_email, p_address_hmac);

  select coalesce(array_agg(id) filter (where status <> 'engaged'), '{}'),
         coalesce(array_agg(id) filter (where status = 'engaged'), '{}')
    into v_leads, v_kept_leads
    from public.contact_messages where lower(email) = v_email;
  select coalesce(array_agg(id), '{}'), coalesce(array_agg(resume_path), '{}')
    into v_apps, v_resumes
    from public.career_applications where lower(email) = v_email;

  with gone as (
    delete from public.outbox o
     where lower(o.to_email) = v_email
        or lower(coalesce(o.reply_to, '')) = v_email
        or strpos(lower(o.subject), v_email) > 0
        or strpos(lower(o.text_body), v_email) > 0
        or strpos(lower(o.html), v_email) > 0
        or strpos(lower(o.headers::text), v_email) > 0
        or o.id in (select r.outbox_id from public.inbox_replies r
                     where (r.item_kind = 'lead' and r.item_id = any(v_leads))
                        or (r.item_kind = 'application' and r.item_id = any(v_apps)))
    returning o.id)
  select coalesce(array_agg(id), '{}') into v_outbox from gone;
  v_counts := v_counts || jsonb_build_object('outbox', cardinality(v_outbox));

  delete from public.inbox_notes
   where (item_kind = 'lead' and item_id = any(v_leads))
      or (item_kind = 'application' and item_id = any(v_apps));
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('inbox_notes', v_n);
  delete from public.inbox_status_changes
   where (item_kind = 'lead' and item_id = any(v_leads))
      or (item_kind = 'application' and item_id = any(v_apps));
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('inbox_status_changes', v_n);
  delete from public.inbox_replies
   where (item_kind = 'lead' and item_id = any(v_leads))
      or (item_kind = 'application' and item_id = any(v_apps));
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('inbox_replies', v_n);
  delete from public.lead_parties where lead_id = any(v_leads);
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('lead_parties', v_n);
  delete from public.lead_conflict_checks where lead_id = any(v_leads);
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('lead_conflict_checks', v_n);
  delete from public.contact_messages where id = any(v_leads);
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('contact_messages', v_n);
  delete from public.career_applications where id = any(v_apps);
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('career_applications', v_n);
  -- The subscription goes whole: nothing is sent to an address the list no longer has.
  delete from public.newsletter_subscribers where lower(email) = v_email;
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('newsletter_subscribers', v_n);

  if cardinality(v_kept_leads) > 0 then
    v_kept := v_kept || jsonb_build_array(
      jsonb_build_object('what', 'engaged_leads', 'count', cardinality(v_kept_leads)),
      jsonb_build_object('what', 'conflict_parties',
        'count', (select count(*)::int from public.lead_parties where lead_id = any(v_kept_leads))));
  end if;
  -- A staff account's address is its sign-in: it leaves with the account (the users page).
  select count(*)::int into v_n from auth.users where lower(email) = v_email;
  if v_n > 0 then
    v_kept := v_kept || jsonb_build_array(jsonb_build_object('what', 'staff_account', 'count', v_n));
  end if;

  insert into public.personal_data_deletions (deleted_by, request_id, address_hmac, counts, kept)
  values ((select auth.uid()), p_request_id, p_address_hmac, v_counts, v_kept)
  returning id into v_id;
  perform public.record_audit_event(
    'privacy.delete', 'address', p_address_hmac,
    array(select key || '_' || value from jsonb_each_text(v_counts) order by key)
      || case when jsonb_array_length(v_kept) > 0 then array['partial'] else '{}'::text[] end,
    p_ip_hmac);
  return jsonb_build_object('id', v_id, 'counts', v_counts, 'kept', v_kept,
                            'resumes', to_jsonb(v_resumes), 'outbox_ids', to_jsonb(v_outbox));
end;
$$;

/**
 * Corrects a contact message's or an application's stored fields (a key of p_changes absent:
 * unchanged). The columns' checks still hold. Records inbox.correct with the names of the fields
 * that changed, never their values; answers those names.
 */
create function public.admin_correct_inbox_item(
  p_kind text,
  p_id uuid,
  p_changes jsonb,
  p_ip_hmac text default null
) returns text[]
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_before jsonb;
  v_after jsonb;
  v_fields text[];
begin
  perform public.require_permission('privacy.personal_data');
  if p_kind = 'lead' then
    select to_jsonb(m) into v_before from public.contact_messages m where m.id = p_id for update;
    if v_before is null then raise exception 'no such item' using errcode = 'P0002'; end if;
    update public.contact_messages m set
      name = coalesce(p_changes ->> 'name', m.name),
      email = coalesce(p_changes ->> 'email', m.email),
      phone = case when p_changes ? 'phone' then nullif(p_changes ->> 'phone', '') else m.phone end,
      message = coalesce(p_changes ->> 'message', m.message)
     where m.id = p_id returning to_jsonb(m) into v_after;
  elsif p_kind = 'application' then
    select to_jsonb(a) into v_before from public.career_applications a where a.id = p_id for update;
    if v_before is null then raise exception 'no such item' using errcode = 'P0002'; end if;
    update public.career_applications a set
      first_name = coalesce(p_changes ->> 'first_name', a.first_name),
      last_name = coalesce(p_changes ->> 'last_name', a.last_name),
      email = coalesce(p_changes ->> 'email', a.email),
      phone = case when p_changes ? 'phone' then nullif(p_changes ->> 'phone', '') else a.phone end,
      profession = coalesce(p_changes ->> 'profession', a.profession),
      linkedin_profile = case when p_changes ? 'linkedin_profile'
                              then nullif(p_changes ->> 'linkedin_profile', '') else a.linkedin_profile end,
      message = case when p_changes ? 'message' then nullif(p_changes ->> 'message', '') else a.message end
     where a.id = p_id returning to_jsonb(a) into v_after;
  else
    raise exception 'unknown kind' using errcode = '22023';
  end if;
  select coalesce(array_agg(key order by key), '{}') into v_fields
    from jsonb_each(v_after) a where a.value is distinct from v_before -> a.key;
  if cardinality(v_fields) > 0 then
    perform public.record_audit_event('inbox.correct', p_kind, p_id::text, v_fields, p_ip_hmac);
  end if;
  return v_fields;
end;
$$;

revoke execute on function
  public.admin_delete_personal_data(text, text, uuid, text),
  public.admin_correct_inbox_item(text, uuid, jsonb, text)
from public, anon, authenticated;
grant execute on function
  public.admin_delete_personal_data(text, text, uuid, text),
  public.admin_correct_inbox_item(text, uuid, jsonb, text)
to authenticated;
