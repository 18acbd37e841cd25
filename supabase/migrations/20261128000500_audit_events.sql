-- The audit trail: who did what, when, on what. Append-only: nobody updates or deletes a row
-- through the API (no grant, no policy, and a trigger that refuses update, delete and truncate
-- whoever runs them); the one way rows leave is purge_audit_events, which writes a checkpoint.
-- Each row carries the hash of the one before it, taken under one advisory lock, so concurrent
-- writers cannot fork the chain and an edit made inside the database breaks it where it was made.
-- Applied to Supabase and to the embedded store alike.

create extension if not exists pgcrypto with schema extensions;

-- The actions, one list: lib/audit/actions.ts mirrors it (a test compares them). A later change
-- adds values with `alter type … add value`, never removes one (old rows keep theirs).
create type public.audit_action as enum (
  'auth.sign_in', 'auth.sign_in_failed', 'auth.sign_out', 'auth.throttled',
  'user.invite', 'user.role_change', 'user.disable', 'user.enable',
  'entry.publish', 'entry.unpublish', 'entry.schedule', 'entry.delete', 'entry.restore',
  'entry.slug_change', 'entry.review_approve', 'entry.review_return',
  'category.create', 'category.rename', 'category.delete', 'category.merge',
  'audit.purge'
);

create table public.audit_events (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid,
  actor_role text check (actor_role ~ '^[a-z_]{1,20}$'),
  action public.audit_action not null,
  target_kind text check (target_kind ~ '^[a-z_]{1,30}$'),
  target_id text check (length(target_id) between 1 and 200),
  -- Names of the fields changed, never their values.
  fields text[] not null default '{}'
    check (cardinality(fields) <= 40 and array_to_string(fields, ',') ~ '^([a-z][a-z0-9_]{0,62}(,|$))*$'),
  -- HMAC-SHA256 of the client address with a server key: a plain hash of an IPv4 address is
  -- reversible by trying all 2^32 of them.
  ip_hmac text check (ip_hmac ~ '^[0-9a-f]{64}$'),
  prev_hash text not null check (prev_hash ~ '^[0-9a-f]{64}$'),
  hash text not null check (hash ~ '^[0-9a-f]{64}$')
);
create index audit_events_at_idx on public.audit_events (at desc);
create index audit_events_actor_idx on public.audit_events (actor_id, id desc);
create index audit_events_target_idx on public.audit_events (target_kind, target_id, id desc);

alter table public.audit_events enable row level security;
revoke all on public.audit_events from public, anon, authenticated, service_role;
grant select on public.audit_events to authenticated;
-- Reading: who may read the trail (audit.read, the admins). There is no insert, update or delete policy (and no such grant): rows
-- are written by record_audit_event alone, and never changed.
create policy "Admins read the audit trail" on public.audit_events
  for select to authenticated using ((select public.staff_may('audit.read')));

-- Leaving the table: the purge's pass ----------------------------------------------------------
-- The purge writes a random token here for its own transaction and puts the same token in a
-- transaction-local setting; the trigger lets a delete through only when both match. Setting the
-- value is open to anybody, but nobody except the purge (running as the owner) can write this
-- table, so a caller who sets it has a key that fits no lock.
create table public.audit_purge_passes (
  txid bigint primary key,
  token uuid not null
);
alter table public.audit_purge_passes enable row level security;
revoke all on public.audit_purge_passes from public, anon, authenticated, service_role;

/** Refuses every update, delete and truncate of audit_events except the purge's own deletes. */
create function public.audit_events_append_only() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and exists (
       select 1 from public.audit_purge_passes p
        where p.txid = pg_catalog.txid_current()
          and p.token::text = coalesce(pg_catalog.current_setting('audit.purge_token', true), '')) then
    return old;
  end if;
  raise exception 'audit_events is append-only (% refused)', lower(tg_op) using errcode = '42501';
end;
$$;
revoke execute on function public.audit_events_append_only() from public, anon, authenticated, service_role;

create trigger audit_events_no_update before update on public.audit_events
  for each row execute function public.audit_events_append_only();
create trigger audit_events_no_delete before delete on public.audit_events
  for each row execute function public.audit_events_append_only();
create trigger audit_events_no_truncate before truncate on public.audit_events
  for each statement execute function public.audit_events_append_only();

-- The chain ------------------------------------------------------------------------------------

/** The chain's anchor: the previous hash of the very first row. */
create function public.audit_genesis_hash() returns text
  language sql immutable set search_path = ''
as $$ select pg_catalog.repeat('0', 64) $$;

/**
 * A row's canonical text, hashed with the previous row's hash. Every column but the hashes, in a
 * fixed order, as a JSON array (one unambiguous spelling of each value); the time in UTC with
 * microseconds, so no session's time zone changes it.
 */
create function public.audit_event_text(
  p_id bigint, p_at timestamptz, p_actor_id uuid, p_actor_role text, p_action public.audit_action,
  p_target_kind text, p_target_id text, p_fields text[], p_ip_hmac text
) returns text
  language sql immutable set search_path = ''
as $$
  select pg_catalog.jsonb_build_array(
    p_id, pg_catalog.to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    p_actor_id, p_actor_role, p_action::text, p_target_kind, p_target_id, p_fields, p_ip_hmac
  )::text;
$$;

/** sha256(prev_hash || canonical text), hex. */
create function public.audit_chain_hash(p_prev_hash text, p_text text) returns text
  language sql immutable set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(p_prev_hash || p_text, 'sha256'), 'hex');
$$;

/**
 * The role the trail records for an actor: the session's own (staff_role(), which also needs a
 * live session) when the actor is the caller, else the account's staff profile. The one place the
 * trail asks for a role.
 */
create function public.audit_actor_role(p_actor_id uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select case
    when p_actor_id is null then null
    when p_actor_id = (select auth.uid()) then public.staff_role()::text
    else (select p.role::text from public.staff_profiles p where p.user_id = p_actor_id)
  end;
$$;
revoke execute on function public.audit_actor_role(uuid) from public, anon, authenticated, service_role;

/** Appends one row to the chain under the chain's lock; answers its id. Callers check first. */
create function public.audit_append(
  p_actor_id uuid, p_actor_role text, p_action public.audit_action, p_target_kind text,
  p_target_id text, p_fields text[], p_ip_hmac text
) returns bigint
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_id bigint;
  v_at timestamptz;
  v_prev text;
  v_fields text[] := coalesce(p_fields, '{}');
begin
  -- One fixed key for the whole chain, held to the end of the transaction: the next writer reads
  -- the head only after this row is committed (each statement of a volatile function takes a new
  -- snapshot), and ids are drawn under the lock, so id order is chain order.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.audit_events chain', 0));
  select e.hash into v_prev from public.audit_events e order by e.id desc limit 1;
  v_prev := coalesce(v_prev, public.audit_genesis_hash());
  v_id := pg_catalog.nextval(pg_catalog.pg_get_serial_sequence('public.audit_events', 'id'));
  v_at := pg_catalog.clock_timestamp();
  insert into public.audit_events overriding system value
    values (v_id, v_at, p_actor_id, p_actor_role, p_action, p_target_kind, p_target_id, v_fields,
            p_ip_hmac, v_prev,
            public.audit_chain_hash(v_prev, public.audit_event_text(
              v_id, v_at, p_actor_id, p_actor_role, p_action, p_target_kind, p_target_id, v_fields,
              p_ip_hmac)));
  return v_id;
end;
$$;
revoke execute on function public.audit_append(uuid, text, public.audit_action, text, text, text[], text)
  from public, anon, authenticated, service_role;

/**
 * Records one event; answers its id. The actor is the caller's session (auth.uid()): a signed-in
 * caller cannot name another, and p_actor_id, if given, must be themselves. The service role (the
 * server, for events without a session such as a failed sign-in) may name the account, or none.
 * Call it from a SQL function to record in the same transaction as the change.
 */
create function public.record_audit_event(
  p_action text,
  p_target_kind text default null,
  p_target_id text default null,
  p_fields text[] default '{}',
  p_ip_hmac text default null,
  p_actor_id uuid default null
) returns bigint
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_service boolean := coalesce((select auth.jwt() ->> 'role'), '') = 'service_role';
  v_actor uuid;
begin
  if v_service then
    v_actor := coalesce(p_actor_id, v_uid);
  elsif v_uid is null then
    raise exception 'permission denied: no session' using errcode = '42501';
  elsif p_actor_id is not null and p_actor_id <> v_uid then
    raise exception 'permission denied: the actor is the caller' using errcode = '42501';
  else
    v_actor := v_uid;
  end if;
  if p_action = 'audit.purge' then
    raise exception 'permission denied: recorded by the purge only' using errcode = '42501';
  end if;
  return public.audit_append(v_actor, public.audit_actor_role(v_actor), p_action::public.audit_action,
                             p_target_kind, p_target_id, p_fields, p_ip_hmac);
end;
$$;
revoke execute on function public.record_audit_event(text, text, text, text[], text, uuid)
  from public, anon;
grant execute on function public.record_audit_event(text, text, text, text[], text, uuid)
  to authenticated, service_role;

/**
 * Walks the chain in id order: ok, or the first row whose previous hash or own hash does not
 * match. The first remaining row may start from a purged row's hash only when a purge checkpoint
 * names it. Admins and the server only.
 */
create function public.verify_audit_chain()
  returns table (ok boolean, first_broken_id bigint, checked integer, head_id bigint, head_hash text)
  language plpgsql stable security definer set search_path = ''
as $$
declare
  r public.audit_events;
  v_expected text;
  v_count integer := 0;
begin
  perform public.assert_user_manager();
  for r in select * from public.audit_events order by id loop
    if v_expected is null then
      v_expected := case when exists (select 1 from public.audit_events c
                                        where c.action = 'audit.purge' and c.target_id = r.id::text)
                         then r.prev_hash else public.audit_genesis_hash() end;
    end if;
    if r.prev_hash <> v_expected or r.hash <> public.audit_chain_hash(r.prev_hash,
         public.audit_event_text(r.id, r.at, r.actor_id, r.actor_role, r.action, r.target_kind,
                                 r.target_id, r.fields, r.ip_hmac)) then
      return query select false, r.id, v_count, null::bigint, null::text;
      return;
    end if;
    v_expected := r.hash;
    v_count := v_count + 1;
    head_id := r.id;
  end loop;
  return query select true, null::bigint, v_count, head_id, v_expected;
end;
$$;
revoke execute on function public.verify_audit_chain() from public, anon;
grant execute on function public.verify_audit_chain() to authenticated, service_role;

/**
 * The retention purge: deletes the rows recorded before p_before (the oldest ones only, so what
 * stays is one unbroken piece of the chain) and appends a checkpoint ('audit.purge', target the
 * first row kept, fields none) that lets the chain start again from there. Answers how many rows
 * went. The server (service role) or the database owner only.
 */
create function public.purge_audit_events(p_before timestamptz) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_token uuid := gen_random_uuid();
  v_keep_from bigint;
  v_deleted integer;
  v_next bigint;
begin
  if p_before is null then
    raise exception 'a date is required' using errcode = '22004';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('public.audit_events chain', 0));
  select min(e.id) into v_keep_from from public.audit_events e where e.at >= p_before;
  insert into public.audit_purge_passes (txid, token) values (pg_catalog.txid_current(), v_token);
  perform pg_catalog.set_config('audit.purge_token', v_token::text, true);
  delete from public.audit_events e where v_keep_from is null or e.id < v_keep_from;
  get diagnostics v_deleted = row_count;
  perform pg_catalog.set_config('audit.purge_token', '', true);
  delete from public.audit_purge_passes where txid = pg_catalog.txid_current();
  -- The first row kept, or (nothing kept) the checkpoint itself: the next id drawn under the lock.
  v_next := coalesce(v_keep_from,
    (select pg_catalog.nextval(pg_catalog.pg_get_serial_sequence('public.audit_events', 'id')) + 1));
  perform public.audit_append((select auth.uid()), null, 'audit.purge', 'audit_event', v_next::text,
                              '{}', null);
  return v_deleted;
end;
$$;
revoke execute on function public.purge_audit_events(timestamptz) from public, anon, authenticated;
grant execute on function public.purge_audit_events(timestamptz) to service_role;
