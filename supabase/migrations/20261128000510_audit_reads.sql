-- The audit trail's reads: the admins' list (/admin/audit) and the daily mail of the chain's
-- head hash to the admins, at most once per day in the firm's time. Applied to Supabase and to the
-- embedded store alike.

/**
 * One page of the trail, newest first, with the filters that are set (null: any): the actor, the
 * action, a time range [p_from, p_to), and a target. Answers {total, items, actors}: each item
 * with the actor's e-mail (and an entry's kind), and every account that appears in the trail for the person filter.
 * Security definer because the e-mails are in auth.users, which no API role reads; it starts by
 * refusing anybody but an admin.
 */
create function public.admin_list_audit_events(
  p_actor_id uuid default null,
  p_action text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_target_kind text default null,
  p_target_id text default null,
  p_page integer default 1,
  p_page_size integer default 50
) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_size integer := least(greatest(coalesce(p_page_size, 50), 1), 200);
  v_offset integer := (greatest(coalesce(p_page, 1), 1) - 1) * v_size;
  v_total integer;
  v_items jsonb;
begin
  perform public.require_permission('audit.read');
  select count(*) into v_total
    from public.audit_events e
   where (p_actor_id is null or e.actor_id = p_actor_id)
     and (p_action is null or e.action::text = p_action)
     and (p_from is null or e.at >= p_from)
     and (p_to is null or e.at < p_to)
     and (p_target_kind is null or e.target_kind = p_target_kind)
     and (p_target_id is null or e.target_id = p_target_id);
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', e.id, 'at', e.at, 'actor_id', e.actor_id, 'actor_email', u.email::text,
           'actor_role', e.actor_role, 'action', e.action::text, 'target_kind', e.target_kind,
           'target_id', e.target_id, 'entry_kind', en.kind::text,
           'fields', to_jsonb(e.fields)) order by e.id desc), '[]'::jsonb)
    into v_items
    from (select * from public.audit_events e
           where (p_actor_id is null or e.actor_id = p_actor_id)
             and (p_action is null or e.action::text = p_action)
             and (p_from is null or e.at >= p_from)
             and (p_to is null or e.at < p_to)
             and (p_target_kind is null or e.target_kind = p_target_kind)
             and (p_target_id is null or e.target_id = p_target_id)
           order by e.id desc offset v_offset limit v_size) e
    left join auth.users u on u.id = e.actor_id
    -- An entry's kind, for the link to its editor (none once the entry is gone).
    left join public.entries en on e.target_kind = 'entry' and en.id::text = e.target_id;
  return jsonb_build_object(
    'total', v_total,
    'items', v_items,
    'actors', (select coalesce(jsonb_agg(jsonb_build_object('id', a.actor_id, 'email', u.email::text)
                                         order by u.email), '[]'::jsonb)
                 from (select distinct e.actor_id from public.audit_events e
                        where e.actor_id is not null) a
                 join auth.users u on u.id = a.actor_id));
end;
$$;
revoke execute on function public.admin_list_audit_events(uuid, text, timestamptz, timestamptz, text, text, integer, integer)
  from public, anon;
grant execute on function public.admin_list_audit_events(uuid, text, timestamptz, timestamptz, text, text, integer, integer)
  to authenticated;

-- The daily head hash ---------------------------------------------------------------------------
-- One row per day (the firm's) whose head hash went out: the mail is queued in the same
-- transaction that claims the day, so two servers (or the cron route and a server's own timer)
-- cannot both send it.
create table public.audit_head_mails (
  day date primary key,
  head_id bigint not null,
  head_hash text not null check (head_hash ~ '^[0-9a-f]{64}$'),
  queued_at timestamptz not null default now()
);
alter table public.audit_head_mails enable row level security;
revoke all on public.audit_head_mails from public, anon, authenticated, service_role;

/**
 * What the day's mail says, or null when `p_day` was mailed already or the trail is empty: the
 * chain's check (ok, first broken id, head id and hash) and the admins' addresses (accounts that
 * are not disabled). The server only.
 */
create function public.audit_head_mail_due(p_day date) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_check record;
begin
  if exists (select 1 from public.audit_head_mails m where m.day = p_day) then
    return null;
  end if;
  select * into v_check from public.verify_audit_chain();
  if v_check.checked = 0 and v_check.ok then
    return null;
  end if;
  return jsonb_build_object(
    'ok', v_check.ok,
    'first_broken_id', v_check.first_broken_id,
    'head_id', coalesce(v_check.head_id, (select max(e.id) from public.audit_events e)),
    'head_hash', coalesce(v_check.head_hash,
                          (select e.hash from public.audit_events e order by e.id desc limit 1)),
    'recipients', (select coalesce(jsonb_agg(u.email::text order by u.email), '[]'::jsonb)
                     from public.staff_profiles p join auth.users u on u.id = p.user_id
                    where p.role = 'admin' and u.email is not null
                      and (u.banned_until is null or u.banned_until <= now())));
end;
$$;

/**
 * Claims `p_day` and queues its e-mails in one step; false (nothing queued) when the day was
 * claimed already. The server only.
 */
create function public.enqueue_audit_head_mail(
  p_day date, p_head_id bigint, p_head_hash text, p_emails jsonb
) returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  insert into public.audit_head_mails (day, head_id, head_hash)
  values (p_day, p_head_id, p_head_hash)
  on conflict (day) do nothing;
  if not found then
    return false;
  end if;
  perform public.enqueue_emails(p_emails);
  return true;
end;
$$;

revoke execute on function public.audit_head_mail_due(date),
  public.enqueue_audit_head_mail(date, bigint, text, jsonb) from public, anon, authenticated;
grant execute on function public.audit_head_mail_due(date),
  public.enqueue_audit_head_mail(date, bigint, text, jsonb) to service_role;
