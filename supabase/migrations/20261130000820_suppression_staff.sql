-- The staff side of suppressed addresses: deleting an address's personal data also records it
-- as suppressed (it unsubscribes it), and an admin lifts a suppression by typing the address (the
-- server hands its HMAC here), recorded in the audit trail with the address only as that HMAC.

/**
 * Deletes every row that holds the address: its contact messages (unless the lead was engaged:
 * the firm keeps a client's record; or an admin placed it under legal hold), their notes, status history, replies, parties and conflict
 * checks; its career applications with theirs (unless under legal hold); its unconfirmed data
 * requests (a confirmed one is kept: it is the firm's record that it received and answered the
 * person's request, the deletion among them); its newsletter subscription; every e-mail in the
 * outbox sent to it, from it (Reply-To) or naming it, and the e-mails of the deleted items'
 * replies. Records what went and what stayed in personal_data_deletions and privacy.delete in the
 * audit trail (the address only as its HMAC). Answers {id, counts, kept, resumes, outbox_ids}: the
 * caller removes the CV files and the e-mail files those name, which live outside the database.
 */
create or replace function public.admin_delete_personal_data(
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
  v_held_leads uuid[];
  v_held_apps uuid[];
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

  -- An item under legal hold stays whole, whatever its status: the hold is why it is kept.
  select coalesce(array_agg(id) filter (where status <> 'engaged' and legal_hold_at is null), '{}'),
         coalesce(array_agg(id) filter (where status = 'engaged' and legal_hold_at is null), '{}'),
         coalesce(array_agg(id) filter (where legal_hold_at is not null), '{}')
    into v_leads, v_kept_leads, v_held_leads
    from public.contact_messages where lower(email) = v_email;
  select coalesce(array_agg(id) filter (where legal_hold_at is null), '{}'),
         coalesce(array_agg(resume_path) filter (where legal_hold_at is null), '{}'),
         coalesce(array_agg(id) filter (where legal_hold_at is not null), '{}')
    into v_apps, v_resumes, v_held_apps
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
  -- An unconfirmed request was never filed; a confirmed one is the record of the person's request.
  delete from public.data_requests where lower(email) = v_email and status = 'pending';
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('data_requests', v_n);
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
  if cardinality(v_held_leads) + cardinality(v_held_apps) > 0 then
    v_kept := v_kept || jsonb_build_array(jsonb_build_object(
      'what', 'legal_hold', 'count', cardinality(v_held_leads) + cardinality(v_held_apps)));
  end if;
  select count(*)::int into v_n from public.data_requests where lower(email) = v_email;
  if v_n > 0 then
    v_kept := v_kept || jsonb_build_array(jsonb_build_object('what', 'data_requests', 'count', v_n));
  end if;
  -- A staff account's address is its sign-in: it leaves with the account (the users page).
  select count(*)::int into v_n from auth.users where lower(email) = v_email;
  if v_n > 0 then
    v_kept := v_kept || jsonb_build_array(jsonb_build_object('what', 'staff_account', 'count', v_n));
  end if;

  -- Deleting an address also unsubscribes it: its HMAC is kept as suppressed, so a later send
  -- still skips it (a new sign-up, once confirmed, lifts it).
  insert into public.address_suppressions (address_hmac, reason)
  values (p_address_hmac, 'unsubscribed')
  on conflict do nothing;

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

revoke execute on function public.admin_delete_personal_data(text, text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.admin_delete_personal_data(text, text, uuid, text) to authenticated;

/**
 * Lifts every suppression of the address of HMAC `p_address_hmac` (an admin typed the address) and
 * records privacy.lift_suppression with the reasons lifted. Answers how many were lifted (0: the
 * address was not suppressed; nothing is recorded then). Security definer: nobody has the table.
 */
create function public.admin_lift_suppression(p_address_hmac text, p_ip_hmac text default null)
  returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_reasons text[];
begin
  perform public.require_permission('privacy.personal_data');
  with lifted as (
    delete from public.address_suppressions where address_hmac = p_address_hmac returning reason
  )
  select coalesce(array_agg(reason order by reason), '{}') into v_reasons from lifted;
  if cardinality(v_reasons) > 0 then
    perform public.record_audit_event(
      'privacy.lift_suppression', 'address', p_address_hmac, v_reasons, p_ip_hmac);
  end if;
  return cardinality(v_reasons);
end;
$$;

revoke execute on function public.admin_lift_suppression(text, text) from public, anon, authenticated;
grant execute on function public.admin_lift_suppression(text, text) to authenticated;
