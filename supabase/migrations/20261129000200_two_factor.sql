-- Two-factor sign-in. An account with a verified authenticator (auth.mfa_factors, Supabase's own
-- table; the embedded shim mirrors it) is no staff member until its session has passed the code
-- step: the token's `aal` claim is 'aal2'. staff_role() says so, and with it staff_may(),
-- require_permission(), is_admin() and every policy built on them. The one policy that reads
-- auth.uid() directly gets Supabase's restrictive pattern. The site also keeps what Supabase's
-- paid verification hook would: the codes already accepted and the wrong codes counted.

/** True unless the caller has a verified factor and this session has not passed the code step. */
create function public.session_assurance_met() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select (select auth.jwt() ->> 'aal') = 'aal2'
      or not exists (select 1 from auth.mfa_factors f
                      where f.user_id = (select auth.uid()) and f.status = 'verified');
$$;

/** True when the caller must still give a code: a verified factor and an 'aal1' session. */
create function public.second_factor_pending() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select (select auth.uid()) is not null and not public.session_assurance_met();
$$;

revoke execute on function public.session_assurance_met(), public.second_factor_pending() from public;
grant execute on function public.session_assurance_met(), public.second_factor_pending()
  to anon, authenticated, service_role;

/**
 * The caller's staff role right now, or null: a profile for auth.uid(), AND the JWT's session_id
 * names a live session of that user, AND the user is not banned, AND the session passed the code
 * step when the account has a verified factor (a stolen password alone is no role).
 */
create or replace function public.staff_role() returns public.staff_role
  language sql stable security definer set search_path = ''
as $$
  select p.role
    from public.staff_profiles p
    join auth.users u on u.id = p.user_id
    join auth.sessions s on s.user_id = p.user_id
   where p.user_id = (select auth.uid())
     and s.id::text = (select auth.jwt() ->> 'session_id')
     and (s.not_after is null or s.not_after > now())
     and (u.banned_until is null or u.banned_until <= now())
     and public.session_assurance_met()
   limit 1;
$$;
revoke execute on function public.staff_role() from public;
grant execute on function public.staff_role() to anon, authenticated, service_role;

-- The own-profile read is the one staff policy that does not ask staff_role(): Supabase's
-- restrictive pattern holds it (and any permissive policy added later) to 'aal2' as well.
create policy "An enrolled account reads nothing before its code" on public.staff_profiles
  as restrictive for select to authenticated
  using ((select public.session_assurance_met()));

-- Codes accepted -----------------------------------------------------------------------------------

-- Each code accepted (or tried) per factor, by a hash of the code, with the 30-second time step
-- it was given in. A code accepted once is refused for as long as it could still be valid
-- (±1 step), on both backends: Supabase does not say which step a code matched, so the code
-- itself is what is kept. The factor's id is Supabase's: no foreign key into auth.
create table public.mfa_code_uses (
  factor_id uuid not null,
  code_hash text not null check (length(code_hash) = 64),
  step bigint not null,
  primary key (factor_id, code_hash)
);
alter table public.mfa_code_uses enable row level security;
revoke all on public.mfa_code_uses from anon, authenticated;

/**
 * Claims a code for a factor at time step `p_step`: false when the same code was claimed within
 * the last two steps (a replay: it could still be valid), else true and recorded. One statement,
 * so two posts of one code at once cannot both pass. Called before the code is verified.
 */
create function public.claim_totp_code(p_factor_id uuid, p_code_hash text, p_step bigint)
  returns boolean
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_claimed boolean;
begin
  insert into public.mfa_code_uses as u (factor_id, code_hash, step)
    values (p_factor_id, p_code_hash, p_step)
  on conflict (factor_id, code_hash) do update set step = excluded.step
    where u.step < excluded.step - 2
  returning true into v_claimed;
  delete from public.mfa_code_uses
   where factor_id = p_factor_id and step < p_step - 2;
  return coalesce(v_claimed, false);
end;
$$;

-- Wrong codes ------------------------------------------------------------------------------------

create table public.mfa_failures (
  id bigint generated always as identity primary key,
  user_id uuid not null,
  failed_at timestamptz not null default now()
);
create index mfa_failures_user_idx on public.mfa_failures (user_id, failed_at desc);
alter table public.mfa_failures enable row level security;
revoke all on public.mfa_failures from anon, authenticated;

/**
 * Reserves one code attempt for the account, as reserve_sign_in_attempt does for passwords:
 * answers the seconds to wait (5 failures within 15 minutes; until the oldest of them leaves the
 * window), or 0, in which case the attempt is already counted as a failure until a right code
 * clears it (clear_mfa_failures). The account's lock makes attempts sent at once take turns.
 */
create function public.reserve_mfa_attempt(p_user_id uuid) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_wait integer;
begin
  if p_user_id is null then
    raise exception 'a user is required' using errcode = '22004';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('mfa-account:' || p_user_id::text, 0));
  select coalesce(ceil(extract(epoch from (fifth.failed_at + interval '15 minutes' - now())))::integer, 0)
    into v_wait
    from (select failed_at from public.mfa_failures
           where user_id = p_user_id and failed_at > now() - interval '15 minutes'
           order by failed_at desc offset 4 limit 1) fifth;
  if coalesce(v_wait, 0) > 0 then
    return v_wait;
  end if;
  insert into public.mfa_failures (user_id) values (p_user_id);
  delete from public.mfa_failures where failed_at < now() - interval '1 day';
  return 0;
end;
$$;

/** A right code: the account's failures are forgotten, this attempt's reservation among them. */
create function public.clear_mfa_failures(p_user_id uuid) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from public.mfa_failures where user_id = p_user_id;
$$;

revoke execute on function public.claim_totp_code(uuid, text, bigint),
  public.reserve_mfa_attempt(uuid), public.clear_mfa_failures(uuid)
  from public, anon, authenticated;
grant execute on function public.claim_totp_code(uuid, text, bigint),
  public.reserve_mfa_attempt(uuid), public.clear_mfa_failures(uuid) to service_role;
