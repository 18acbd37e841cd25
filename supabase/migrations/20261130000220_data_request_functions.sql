-- The data requests' verbs. The public ones run with the server's own authority (service role)
-- only: the form's action files a pending request with its confirmation e-mail, the confirmation
-- page registers it with its due day and the acknowledgement. The staff ones are security invoker
-- and ask privacy.requests first, except where they must write the outbox (security definer).

/** Files a pending request and queues its confirmation e-mail, in one transaction. */
create function public.submit_data_request(
  p_kind text, p_name text, p_email text, p_id_number text, p_description text, p_locale text,
  p_privacy_policy_version text, p_confirm_token_hash text, p_confirm_hours integer, p_emails jsonb
) returns uuid[]
  language plpgsql volatile set search_path = ''
as $$
begin
  insert into public.data_requests (kind, name, email, id_number, description, locale, consent_at,
    privacy_policy_version, confirm_token_hash, confirm_expires_at)
  values (p_kind, p_name, p_email, nullif(p_id_number, ''), p_description, p_locale, now(),
    p_privacy_policy_version, p_confirm_token_hash, now() + make_interval(hours => p_confirm_hours));
  return public.enqueue_emails(p_emails);
end;
$$;

/** The pending request a live confirmation token names: its kind, language and address, or null. */
create function public.pending_data_request(p_token_hash text) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object('kind', r.kind, 'locale', r.locale, 'email', r.email)
    from public.data_requests r
   where r.confirm_token_hash = p_token_hash and r.status = 'pending'
     and r.confirm_expires_at > now();
$$;

/**
 * Registers the pending request of a live token: received now, due on `p_due_day`, marked by
 * `p_mark_by_day` (reclamos), the token spent; queues `p_emails` (the acknowledgement, addressed
 * here to the request's own address). Answers the request's kind and due day, or null.
 */
create function public.confirm_data_request(
  p_token_hash text, p_due_day date, p_mark_by_day date, p_emails jsonb
) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_request public.data_requests;
  v_ids uuid[];
begin
  update public.data_requests
     set status = 'received', confirmed_at = now(), confirm_token_hash = null,
         due_day = p_due_day, mark_by_day = case when kind = 'consulta' then null else p_mark_by_day end,
         status_changed_at = now()
   where confirm_token_hash = p_token_hash and status = 'pending' and confirm_expires_at > now()
  returning * into v_request;
  if v_request.id is null then return null; end if;
  insert into public.data_request_steps (request_id, from_status, to_status)
  values (v_request.id, 'pending', 'received');
  select public.enqueue_emails(coalesce(jsonb_agg(e || jsonb_build_object('to', v_request.email)), '[]'))
    into v_ids from jsonb_array_elements(coalesce(p_emails, '[]'::jsonb)) as e;
  return jsonb_build_object('id', v_request.id, 'kind', v_request.kind, 'due_day', v_request.due_day,
                            'outbox_ids', to_jsonb(v_ids));
end;
$$;

/** The firm's calendar overrides, for the server's calendar (service role) and the admins' page. */
create function public.calendar_overrides() returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('day', o.day, 'kind', o.kind, 'name', o.name)
                            order by o.day), '[]'::jsonb)
    from public.calendar_overrides o;
$$;

-- Staff ---------------------------------------------------------------------------------------------

/** Every registered request, newest first (pending ones never), for the admins' list. */
create function public.admin_data_requests() returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  return coalesce((
    select jsonb_agg(jsonb_build_object(
             'id', r.id, 'kind', r.kind, 'name', r.name, 'email', r.email, 'status', r.status,
             'confirmed_at', r.confirmed_at, 'due_day', r.due_day,
             'extended_due_day', r.extended_due_day, 'mark_by_day', r.mark_by_day,
             'marked_at', r.marked_at, 'status_changed_at', r.status_changed_at)
           order by r.confirmed_at desc)
      from public.data_requests r where r.status <> 'pending'), '[]'::jsonb);
end;
$$;

/** One registered request with its steps (oldest first) and each step's delivery status; null when none. */
create function public.admin_data_request(p_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  return (
    select jsonb_build_object(
             'id', r.id, 'kind', r.kind, 'name', r.name, 'email', r.email,
             'id_number', r.id_number, 'description', r.description, 'locale', r.locale,
             'status', r.status, 'confirmed_at', r.confirmed_at, 'due_day', r.due_day,
             'extended_due_day', r.extended_due_day, 'mark_by_day', r.mark_by_day,
             'marked_at', r.marked_at, 'status_changed_at', r.status_changed_at,
             'steps', coalesce((
               select jsonb_agg(jsonb_build_object(
                        'from', s.from_status, 'to', s.to_status, 'body', s.body,
                        'by', public.staff_display_name(s.by_user), 'at', s.at,
                        'delivery', case when s.outbox_id is null then null
                                         when o.status = 'sent' then 'sent'
                                         when o.last_error is not null then 'failed'
                                         else 'pending' end) order by s.id)
                 from public.data_request_steps s left join public.outbox o on o.id = s.outbox_id
                where s.request_id = r.id), '[]'::jsonb))
      from public.data_requests r where r.id = p_id and r.status <> 'pending');
end;
$$;

/**
 * Moves a request to `p_status` and records the step: the text the person is told (`p_email`, to
 * the request's own address, queued in the outbox) and the audit event. What must hold:
 * received/in_progress → in_progress, extended (once, before the due day has passed, with a later
 * day), incomplete (reclamos only), answered, rejected; extended → answered, rejected; incomplete →
 * in_progress, withdrawn (two months of silence). Answered, rejected and withdrawn are final.
 * SECURITY DEFINER because no API role writes the outbox; it asks the caller's permission first.
 * Answers {outcome: ok | not_found | not_allowed (the move does not fit the request's state),
 * outbox_id: the e-mail queued, or null}.
 */
create function public.admin_move_data_request(
  p_id uuid, p_status text, p_body text, p_due_day date, p_email jsonb, p_ip_hmac text default null
) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_request public.data_requests;
  v_outbox uuid;
  v_action text := 'privacy.request_status';
begin
  perform public.require_permission('privacy.requests');
  select * into v_request from public.data_requests
   where id = p_id and status <> 'pending' for update;
  if v_request.id is null then return jsonb_build_object('outcome', 'not_found'); end if;
  if not (
    (v_request.status in ('received', 'in_progress') and p_status in ('in_progress', 'answered', 'rejected'))
    or (v_request.status in ('received', 'in_progress') and p_status = 'incomplete' and v_request.kind <> 'consulta')
    or (v_request.status in ('received', 'in_progress') and p_status = 'extended'
        and v_request.extended_due_day is null and p_due_day > v_request.due_day
        and (now() at time zone 'America/Bogota')::date <= v_request.due_day)
    or (v_request.status = 'extended' and p_status in ('answered', 'rejected'))
    or (v_request.status = 'incomplete' and p_status = 'in_progress')
    or (v_request.status = 'incomplete' and p_status = 'withdrawn'
        and v_request.status_changed_at <= now() - interval '2 months')
  ) or (p_status in ('extended', 'incomplete', 'answered', 'rejected') and coalesce(p_body, '') = '')
  then
    return jsonb_build_object('outcome', 'not_allowed');
  end if;
  if p_email is not null and p_status <> 'in_progress' and p_status <> 'withdrawn' then
    insert into public.outbox (kind, to_email, reply_to, subject, html, text_body)
    values ('datarequest.reply', v_request.email, p_email ->> 'reply_to', p_email ->> 'subject',
            p_email ->> 'html', p_email ->> 'text')
    returning id into v_outbox;
  end if;
  update public.data_requests
     set status = p_status, status_changed_at = now(),
         extended_due_day = case when p_status = 'extended' then p_due_day else extended_due_day end
   where id = p_id;
  insert into public.data_request_steps (request_id, from_status, to_status, body, outbox_id, by_user)
  values (p_id, v_request.status, p_status, nullif(p_body, ''), v_outbox, (select auth.uid()));
  if p_status = 'answered' then v_action := 'privacy.request_answer';
  elsif p_status = 'extended' then v_action := 'privacy.request_extend';
  end if;
  perform public.record_audit_event(v_action, 'data_request', p_id::text, array['status'], p_ip_hmac);
  return jsonb_build_object('outcome', 'ok', 'outbox_id', v_outbox);
end;
$$;

/**
 * Records that "reclamo en trámite" is now on the person's data (reclamos; once). SECURITY
 * DEFINER because no API role updates a request; it asks the caller's permission first.
 */
create function public.admin_mark_data_request(p_id uuid, p_ip_hmac text default null) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  update public.data_requests set marked_at = now()
   where id = p_id and kind <> 'consulta' and status <> 'pending' and marked_at is null;
  if not found then return false; end if;
  perform public.record_audit_event('privacy.request_mark', 'data_request', p_id::text, '{}', p_ip_hmac);
  return true;
end;
$$;

/**
 * The open reclamos of `p_email` ("reclamo en trámite"), for the inbox items of the same address:
 * each request's id, kind and status.
 */
create function public.admin_data_requests_of(p_email text) returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', r.id, 'kind', r.kind, 'status', r.status)
                     order by r.confirmed_at)
      from public.data_requests r
     where r.email = lower(p_email) and r.kind <> 'consulta'
       and r.status not in ('pending', 'answered', 'rejected', 'withdrawn')), '[]'::jsonb);
end;
$$;

/** Adds or changes an override day; recorded in the audit trail. */
create function public.admin_save_calendar_override(
  p_day date, p_kind text, p_name text, p_ip_hmac text default null
) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  insert into public.calendar_overrides (day, kind, name, created_by)
  values (p_day, p_kind, p_name, (select auth.uid()))
  on conflict (day) do update
    set kind = excluded.kind, name = excluded.name, created_by = excluded.created_by, created_at = now();
  perform public.record_audit_event('calendar.override', 'calendar_day', p_day::text,
                                    array['kind', 'name'], p_ip_hmac);
end;
$$;

/** Removes an override day; false when there was none. Recorded in the audit trail. */
create function public.admin_delete_calendar_override(p_day date, p_ip_hmac text default null)
  returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_permission('privacy.requests');
  delete from public.calendar_overrides where day = p_day;
  if not found then return false; end if;
  perform public.record_audit_event('calendar.override', 'calendar_day', p_day::text, '{}', p_ip_hmac);
  return true;
end;
$$;

revoke execute on function
  public.submit_data_request(text, text, text, text, text, text, text, text, integer, jsonb),
  public.pending_data_request(text),
  public.confirm_data_request(text, date, date, jsonb),
  public.calendar_overrides(),
  public.admin_data_requests(),
  public.admin_data_request(uuid),
  public.admin_move_data_request(uuid, text, text, date, jsonb, text),
  public.admin_mark_data_request(uuid, text),
  public.admin_data_requests_of(text),
  public.admin_save_calendar_override(date, text, text, text),
  public.admin_delete_calendar_override(date, text)
from public, anon, authenticated, service_role;
grant execute on function
  public.submit_data_request(text, text, text, text, text, text, text, text, integer, jsonb),
  public.pending_data_request(text),
  public.confirm_data_request(text, date, date, jsonb),
  public.calendar_overrides()
to service_role;
grant execute on function
  public.calendar_overrides(),
  public.admin_data_requests(),
  public.admin_data_request(uuid),
  public.admin_move_data_request(uuid, text, text, date, jsonb, text),
  public.admin_mark_data_request(uuid, text),
  public.admin_data_requests_of(text),
  public.admin_save_calendar_override(date, text, text, text),
  public.admin_delete_calendar_override(date, text)
to authenticated;
