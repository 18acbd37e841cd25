-- Sign-in throttling in one step. Checking the failures and recording one in two calls let
-- parallel attempts all pass the check before any of them was recorded, so 20 attempts sent at
-- once all reached the password hash. Now an attempt is reserved before any hashing: checked and
-- counted as a failure in one transaction that holds a lock on its address and on its account, so
-- the sixth attempt always sees the five before it. A successful sign-in then clears the account's
-- failures, its own reservation included (clear_sign_in_failures, unchanged).

/**
 * Reserves one sign-in attempt: answers the seconds to wait (5 failures within 15 minutes from
 * the address, when known, or for the account; the wait lasts until the oldest of those 5 leaves
 * the window), or 0 when the attempt may go ahead, in which case it is already counted as a
 * failure until a success clears it. Called before any password is hashed.
 */
create function public.reserve_sign_in_attempt(p_ip_hash text, p_account_hash text)
  returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  -- Transaction-scoped advisory locks, one per key, so that attempts on the same address or
  -- account take turns while the others run side by side. Each attempt takes its two locks in
  -- the same (numeric) order, so two attempts never wait for each other in a circle. Under READ
  -- COMMITTED each statement below sees what the previous holder committed.
  v_account_lock bigint := pg_catalog.hashtextextended('sign-in-account:' || p_account_hash, 0);
  v_ip_lock bigint := case when p_ip_hash is not null
                           then pg_catalog.hashtextextended('sign-in-ip:' || p_ip_hash, 0) end;
  v_wait integer;
begin
  if p_account_hash is null then
    raise exception 'an account hash is required' using errcode = '22004';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(least(v_account_lock, coalesce(v_ip_lock, v_account_lock)));
  perform pg_catalog.pg_advisory_xact_lock(greatest(v_account_lock, coalesce(v_ip_lock, v_account_lock)));

  select coalesce(max(ceil(extract(epoch from (fifth.failed_at + interval '15 minutes' - now())))::integer), 0)
    into v_wait
    from (
      (select failed_at from public.sign_in_failures
        where p_ip_hash is not null and ip_hash = p_ip_hash and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
      union all
      (select failed_at from public.sign_in_failures
        where account_hash = p_account_hash and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
    ) fifth;
  if v_wait > 0 then
    return v_wait;
  end if;

  insert into public.sign_in_failures (ip_hash, account_hash) values (p_ip_hash, p_account_hash);
  -- Failures older than a day are of no further use. Rows another attempt is deleting right now
  -- are skipped, not waited for: the next attempt removes them.
  delete from public.sign_in_failures
   where id in (select id from public.sign_in_failures
                 where failed_at < now() - interval '1 day'
                 for update skip locked);
  return 0;
end;
$$;

revoke execute on function public.reserve_sign_in_attempt(text, text) from public, anon, authenticated;
grant execute on function public.reserve_sign_in_attempt(text, text) to service_role;

-- The two steps it replaces; nothing calls them any more.
drop function public.sign_in_throttle(text, text);
drop function public.record_sign_in_failure(text, text);
