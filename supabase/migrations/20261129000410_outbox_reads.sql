-- The outbox as the admins read it (/admin/outbox): what the site queued, its state, a failed
-- e-mail put back in the queue, and one e-mail's text. Everything here is personal data (the
-- recipients' addresses), so every read and write asks personal.read. Applied to Supabase and to
-- the embedded store alike.
--
-- "Failed" is not a stored status: the sender never gives up on an e-mail (fail_outbox puts it
-- back with a growing delay), so a failed e-mail is a pending one whose last try failed
-- (last_error is set). failed_at says when that was, for the dashboard's warning.

alter table public.outbox add column failed_at timestamptz;
-- E-mails failing when this runs count as failing from now on (when they failed was not kept).
update public.outbox set failed_at = now() where status = 'pending' and last_error is not null;

/** Puts a failed e-mail back in the queue after an exponential delay (1 min doubling, 6 h at most). */
create or replace function public.fail_outbox(p_id uuid, p_error text)
  returns void
  language sql volatile set search_path = ''
as $$
  update public.outbox
     set locked_until = null, last_error = left(p_error, 1000), failed_at = now(),
         next_attempt_at = now() + least(interval '6 hours', interval '1 minute' * power(2, greatest(attempts - 1, 0)))
   where id = p_id;
$$;
revoke execute on function public.fail_outbox(uuid, text) from public, anon, authenticated;
grant execute on function public.fail_outbox(uuid, text) to service_role;

-- Reading: who holds personal.read (the admins) reads the envelope columns. The subject and the
-- bodies are left out of the grant: the one way to read an e-mail's text is
-- admin_read_outbox_email, which records the reading in the audit trail.
grant select (id, kind, to_email, status, attempts, next_attempt_at, locked_until, last_error,
              transport, provider_message_id, created_at, sent_at, failed_at)
  on public.outbox to authenticated;
create policy "Admins read the outbox" on public.outbox
  for select to authenticated using ((select public.staff_may('personal.read')));

-- Writing: only the columns a retry changes, on any row, by who holds personal.read.
grant update (next_attempt_at, last_error) on public.outbox to authenticated;
create policy "Admins put failed e-mails back in the queue" on public.outbox
  for update to authenticated
  using ((select public.staff_may('personal.read')))
  with check ((select public.staff_may('personal.read')));

/**
 * One page of the outbox, newest first, with the filters that are set (null: any): the state
 * (pending, sent, failed) and the kind. Answers {total, items, kinds}: kinds is every kind the
 * outbox holds, for the filter. Security invoker: RLS and the column grants decide.
 */
create function public.admin_list_outbox(
  p_status text default null,
  p_kind text default null,
  p_page integer default 1,
  p_page_size integer default 50
) returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_size integer := least(greatest(coalesce(p_page_size, 50), 1), 200);
  v_offset integer := (greatest(coalesce(p_page, 1), 1) - 1) * v_size;
  v_result jsonb;
begin
  perform public.require_permission('personal.read');
  if p_status is not null and p_status not in ('pending', 'sent', 'failed') then
    raise exception 'unknown outbox state: %', p_status using errcode = '22023';
  end if;
  with states as (
    select o.id, o.kind, o.to_email, o.attempts, o.last_error, o.transport, o.provider_message_id,
           o.created_at, o.sent_at, o.failed_at, o.next_attempt_at,
           case when o.status = 'sent' then 'sent'
                when o.last_error is not null then 'failed'
                else 'pending' end as state
      from public.outbox o
  ), chosen as (
    select * from states s
     where (p_status is null or s.state = p_status) and (p_kind is null or s.kind = p_kind)
  )
  select jsonb_build_object(
           'total', (select count(*) from chosen),
           'items', coalesce((select jsonb_agg(to_jsonb(c) order by c.created_at desc, c.id)
                                from (select * from chosen
                                       order by created_at desc, id
                                      offset v_offset limit v_size) c), '[]'::jsonb),
           'kinds', coalesce((select jsonb_agg(distinct s.kind order by s.kind) from states s),
                             '[]'::jsonb))
    into v_result;
  return v_result;
end;
$$;

/** How many e-mails are failing now whose last try failed in the last 24 hours. */
create function public.admin_outbox_failing() returns integer
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  return (select count(*)::integer from public.outbox o
           where o.status = 'pending' and o.last_error is not null
             and o.failed_at > now() - interval '24 hours');
end;
$$;

/**
 * Puts a failed e-mail back in the queue, due now, for the scheduled job to send; records
 * outbox.retry. False (nothing changed) for an e-mail that is not failing, or is being sent right
 * now. Security invoker: the update policy and the column grant decide.
 */
create function public.admin_retry_outbox(p_id uuid, p_ip_hmac text default null) returns boolean
  language plpgsql volatile security invoker set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  update public.outbox o
     set next_attempt_at = now(), last_error = null
   where o.id = p_id and o.status = 'pending' and o.last_error is not null
     and (o.locked_until is null or o.locked_until < now());
  if not found then
    return false;
  end if;
  perform public.record_audit_event('outbox.retry', 'email', p_id::text, '{}', p_ip_hmac);
  return true;
end;
$$;

/**
 * One e-mail's envelope and plain-text body, or null; records outbox.read. The server masks
 * every link that carries a token before the page shows it. Security definer because the text is
 * in no role's column grant (so no read of it goes unrecorded); it starts by refusing anybody
 * without personal.read. The HTML part never leaves the database this way.
 */
create function public.admin_read_outbox_email(p_id uuid, p_ip_hmac text default null)
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_email jsonb;
begin
  perform public.require_permission('personal.read');
  select jsonb_build_object(
           'id', o.id, 'kind', o.kind, 'to_email', o.to_email, 'subject', o.subject,
           'text', o.text_body, 'attempts', o.attempts, 'last_error', o.last_error,
           'provider_message_id', o.provider_message_id, 'created_at', o.created_at,
           'sent_at', o.sent_at, 'failed_at', o.failed_at,
           'state', case when o.status = 'sent' then 'sent'
                         when o.last_error is not null then 'failed'
                         else 'pending' end)
    into v_email
    from public.outbox o
   where o.id = p_id;
  if v_email is null then
    return null;
  end if;
  perform public.record_audit_event('outbox.read', 'email', p_id::text, '{}', p_ip_hmac);
  return v_email;
end;
$$;

revoke execute on function public.admin_list_outbox(text, text, integer, integer),
  public.admin_outbox_failing(), public.admin_retry_outbox(uuid, text),
  public.admin_read_outbox_email(uuid, text) from public, anon;
grant execute on function public.admin_list_outbox(text, text, integer, integer),
  public.admin_outbox_failing(), public.admin_retry_outbox(uuid, text),
  public.admin_read_outbox_email(uuid, text) to authenticated;
