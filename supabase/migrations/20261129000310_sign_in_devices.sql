-- Sign-in throttling that an attacker cannot turn against the account's owner. Until now 5
-- failures in 15 minutes for an account held everybody, so anybody could keep the managing
-- partner out by typing wrong passwords for their e-mail. Now:
--
-- * A browser that completed a sign-in to the account within 30 days carries a signed device
--   cookie (lib/auth/device-cookie.ts); the server checks it and passes its salted hash. Such a
--   recognised browser is not held by the account-wide limit, only by its own: 5 failures in 15
--   minutes per device, so a stolen cookie is no free run at the password either.
-- * Everybody stays held by the per-address limit (5 in 15 minutes), recognised or not.
-- * The ceiling: once the account has 50 failed attempts within the hour (every attempt that did
--   not sign in, the refused ones included: with the limits above, an attacker reaches it only
--   through refusals), every browser that is not recognised waits 15 minutes from the latest such
--   attempt, the trail gets `auth.account_attacked` once per episode (a new episode begins when
--   the last one saw no attempt for an hour), and admins read the episode until its hour passes.
--
-- All of it is counted in one call under the account's lock, as before, so it holds across
-- server instances and attempts sent at once.

alter table public.sign_in_failures add column device_hash text check (length(device_hash) = 64);
create index sign_in_failures_device_idx on public.sign_in_failures (device_hash, failed_at);

/** Refused sign-in attempts per account and minute: only the ceiling counts them. */
create table public.sign_in_refusals (
  account_hash text not null check (length(account_hash) = 64),
  minute timestamptz not null,
  refused integer not null check (refused > 0),
  primary key (account_hash, minute)
);
alter table public.sign_in_refusals enable row level security;
revoke all on public.sign_in_refusals from anon, authenticated;

/** One row per account that passed the ceiling: the latest episode. */
create table public.sign_in_attacks (
  account_hash text primary key check (length(account_hash) = 64),
  started_at timestamptz not null,
  last_at timestamptz not null,
  held_until timestamptz not null,
  failures integer not null
);
alter table public.sign_in_attacks enable row level security;
revoke all on public.sign_in_attacks from anon, authenticated;
grant select on public.sign_in_attacks to authenticated;
create policy "Admins read the accounts under attack" on public.sign_in_attacks
  for select to authenticated using ((select public.staff_may('audit.read')));

drop function public.reserve_sign_in_attempt(text, text);
drop function public.clear_sign_in_failures(text);

/**
 * Reserves one sign-in attempt: answers the seconds to wait, or 0 when the attempt may go ahead
 * (it is then counted as a failure until a success clears it). p_device_hash is the recognised
 * browser's device (null: not recognised); p_ip_hmac goes into the attack's audit event.
 */
create function public.reserve_sign_in_attempt(
  p_ip_hash text, p_account_hash text, p_device_hash text default null, p_ip_hmac text default null)
  returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- One lock per key, taken in numeric order (see the function this replaces). A device belongs
  -- to one account, so the account's lock covers its device's count too.
  v_account_lock bigint := pg_catalog.hashtextextended('sign-in-account:' || p_account_hash, 0);
  v_ip_lock bigint := case when p_ip_hash is not null
                           then pg_catalog.hashtextextended('sign-in-ip:' || p_ip_hash, 0) end;
  v_wait integer;
  v_hour integer;
  v_last_at timestamptz;
begin
  if p_account_hash is null then
    raise exception 'an account hash is required' using errcode = '22004';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(least(v_account_lock, coalesce(v_ip_lock, v_account_lock)));
  perform pg_catalog.pg_advisory_xact_lock(greatest(v_account_lock, coalesce(v_ip_lock, v_account_lock)));

  -- The wait lasts until the oldest of the 5 failures in the window leaves it: by address always;
  -- by device for a recognised browser, else by account and by the ceiling's hold.
  select coalesce(max(ceil(extract(epoch from (fifth.failed_at + interval '15 minutes' - now())))::integer), 0)
    into v_wait
    from (
      (select failed_at from public.sign_in_failures
        where p_ip_hash is not null and ip_hash = p_ip_hash and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
      union all
      (select failed_at from public.sign_in_failures
        where p_device_hash is not null and device_hash = p_device_hash
          and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
      union all
      (select failed_at from public.sign_in_failures
        where p_device_hash is null and account_hash = p_account_hash
          and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
    ) fifth;
  if p_device_hash is null then
    v_wait := greatest(v_wait, coalesce(
      (select ceil(extract(epoch from (a.held_until - now())))::integer
         from public.sign_in_attacks a
        where a.account_hash = p_account_hash and a.held_until > now()), 0));
  end if;

  if v_wait > 0 then
    insert into public.sign_in_refusals as r (account_hash, minute, refused)
      values (p_account_hash, pg_catalog.date_trunc('minute', now()), 1)
      on conflict (account_hash, minute) do update set refused = r.refused + 1;
  else
    insert into public.sign_in_failures (ip_hash, account_hash, device_hash)
      values (p_ip_hash, p_account_hash, p_device_hash);
  end if;

  -- The ceiling: the hour's failed attempts, this one included.
  v_hour := (select count(*) from public.sign_in_failures
              where account_hash = p_account_hash and failed_at > now() - interval '1 hour')
          + coalesce((select sum(refused) from public.sign_in_refusals
                       where account_hash = p_account_hash and minute > now() - interval '1 hour'), 0);
  if v_hour >= 50 then
    select last_at into v_last_at from public.sign_in_attacks where account_hash = p_account_hash;
    insert into public.sign_in_attacks as a (account_hash, started_at, last_at, held_until, failures)
      values (p_account_hash, now(), now(), now() + interval '15 minutes', v_hour)
      on conflict (account_hash) do update
        set started_at = case when a.last_at <= now() - interval '1 hour' then now() else a.started_at end,
            last_at = now(), held_until = now() + interval '15 minutes', failures = v_hour;
    if v_last_at is null or v_last_at <= now() - interval '1 hour' then
      perform public.record_audit_event('auth.account_attacked', 'account', p_account_hash,
                                        '{}', p_ip_hmac);
    end if;
  end if;

  -- What is older than a day is of no further use. Rows another attempt is deleting right now
  -- are skipped, not waited for: the next attempt removes them.
  delete from public.sign_in_failures
   where id in (select id from public.sign_in_failures
                 where failed_at < now() - interval '1 day' for update skip locked);
  delete from public.sign_in_refusals
   where (account_hash, minute) in (select account_hash, minute from public.sign_in_refusals
                                     where minute < now() - interval '1 day' for update skip locked);
  delete from public.sign_in_attacks
   where account_hash in (select account_hash from public.sign_in_attacks
                           where last_at < now() - interval '1 day' for update skip locked);
  return v_wait;
end;
$$;

/**
 * A successful sign-in forgets its browser's failures: a recognised browser's own (p_device_hash),
 * or those of every unrecognised one. The address's stay counted, and a success on the owner's
 * laptop does not give an attacker elsewhere a fresh five tries.
 */
create function public.clear_sign_in_failures(p_account_hash text, p_device_hash text default null)
  returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from public.sign_in_failures
   where account_hash = p_account_hash and device_hash is not distinct from p_device_hash;
$$;

revoke execute on function public.reserve_sign_in_attempt(text, text, text, text),
  public.clear_sign_in_failures(text, text) from public, anon, authenticated;
grant execute on function public.reserve_sign_in_attempt(text, text, text, text),
  public.clear_sign_in_failures(text, text) to service_role;

/**
 * The accounts whose ceiling was passed within the hour, newest first: for the admins' banner.
 * Names each by its salted hash; the server matches the hash to an account's e-mail.
 */
create function public.sign_in_attacks_now()
  returns table (account_hash text, failures integer, started_at timestamptz, last_at timestamptz)
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_permission('audit.read');
  return query
    select a.account_hash, a.failures, a.started_at, a.last_at
      from public.sign_in_attacks a
     where a.last_at > now() - interval '1 hour'
     order by a.last_at desc;
end;
$$;
revoke execute on function public.sign_in_attacks_now() from public, anon;
grant execute on function public.sign_in_attacks_now() to authenticated;
