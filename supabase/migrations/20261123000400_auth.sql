-- Auth: admin rights that end with the session, sign-in throttling, and the firm's user list.
-- Applied to Supabase and to the embedded store alike. It only reads or deletes rows of
-- auth.users and auth.sessions inside security-definer functions; it never creates auth tables
-- (on Supabase GoTrue owns them; the embedded store's shim, supabase/embedded/03, mirrors them).

/**
 * Whether the caller is an admin right now: an admins row for auth.uid(), AND the JWT's
 * session_id names a live session of that user, AND the user is not banned. A signed-out,
 * globally signed-out or disabled user loses admin rights at once, in the database itself,
 * even while their access token has not expired yet.
 */
create or replace function public.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select exists (
    select 1
      from public.admins a
      join auth.users u on u.id = a.user_id
      join auth.sessions s on s.user_id = a.user_id
     where a.user_id = (select auth.uid())
       and s.id::text = (select auth.jwt() ->> 'session_id')
       and (s.not_after is null or s.not_after > now())
       and (u.banned_until is null or u.banned_until <= now())
  );
$$;
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Sign-in throttling ----------------------------------------------------------------------------
-- One row per failed sign-in, keyed by salted hashes of the client address and of the e-mail
-- (unknown e-mails are counted the same way, so the limit says nothing about who exists).
create table public.sign_in_failures (
  id bigint generated always as identity primary key,
  ip_hash text check (length(ip_hash) = 64),
  account_hash text not null check (length(account_hash) = 64),
  failed_at timestamptz not null default now()
);
create index sign_in_failures_ip_idx on public.sign_in_failures (ip_hash, failed_at);
create index sign_in_failures_account_idx on public.sign_in_failures (account_hash, failed_at);
alter table public.sign_in_failures enable row level security;
revoke all on public.sign_in_failures from anon, authenticated;

/**
 * Seconds to wait before the next sign-in attempt (0: allowed): 5 failures within 15 minutes
 * from one address (when known) or for one account block the next attempt until the oldest of
 * those 5 leaves the window. Called before any password is hashed.
 */
create function public.sign_in_throttle(p_ip_hash text, p_account_hash text) returns integer
  language sql stable security definer set search_path = ''
as $$
  select coalesce(max(ceil(extract(epoch from (fifth.failed_at + interval '15 minutes' - now())))::integer), 0)
    from (
      (select failed_at from public.sign_in_failures
        where p_ip_hash is not null and ip_hash = p_ip_hash and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
      union all
      (select failed_at from public.sign_in_failures
        where account_hash = p_account_hash and failed_at > now() - interval '15 minutes'
        order by failed_at desc offset 4 limit 1)
    ) fifth;
$$;

/** Counts one failed sign-in (and forgets failures older than a day). */
create function public.record_sign_in_failure(p_ip_hash text, p_account_hash text) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from public.sign_in_failures where failed_at < now() - interval '1 day';
  insert into public.sign_in_failures (ip_hash, account_hash) values (p_ip_hash, p_account_hash);
$$;

/** A successful sign-in forgets the account's failures (the address's stay counted). */
create function public.clear_sign_in_failures(p_account_hash text) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from public.sign_in_failures where account_hash = p_account_hash;
$$;

revoke execute on function public.sign_in_throttle(text, text), public.record_sign_in_failure(text, text),
  public.clear_sign_in_failures(text) from public, anon, authenticated;
grant execute on function public.sign_in_throttle(text, text), public.record_sign_in_failure(text, text),
  public.clear_sign_in_failures(text) to service_role;

-- Users -------------------------------------------------------------------------------------------

/** Refuses (42501) anybody but the service role and admins with a live session. */
create function public.assert_user_manager() returns void
  language plpgsql stable security definer set search_path = ''
as $$
begin
  if coalesce((select auth.jwt() ->> 'role'), '') <> 'service_role' and not public.is_admin() then
    raise exception 'permission denied' using errcode = '42501';
  end if;
end;
$$;
-- Called only from the functions below (as their owner): no API role calls it directly.
revoke execute on function public.assert_user_manager() from public, anon, authenticated;

/** The firm's users for /admin/users: who is an admin, who is disabled, the last sign-in. */
create function public.admin_users()
  returns table (id uuid, email text, is_admin boolean, disabled boolean,
                 last_sign_in_at timestamptz, created_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.assert_user_manager();
  return query
    select u.id, u.email::text, a.user_id is not null,
           coalesce(u.banned_until > now(), false), u.last_sign_in_at, u.created_at
      from auth.users u
      left join public.admins a on a.user_id = u.id
     order by u.email;
end;
$$;

/**
 * Grants or removes admin rights. Removing the last admin who can still sign in is refused
 * ('last_admin'): the firm would be locked out of its own site.
 */
create function public.set_admin(p_user_id uuid, p_admin boolean) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.assert_user_manager();
  -- Two admins removing each other at once must not both succeed.
  lock table public.admins in share row exclusive mode;
  if p_admin then
    insert into public.admins (user_id) values (p_user_id) on conflict (user_id) do nothing;
    return;
  end if;
  if exists (select 1 from public.admins where user_id = p_user_id)
     and not exists (
       select 1 from public.admins a join auth.users u on u.id = a.user_id
        where a.user_id <> p_user_id and (u.banned_until is null or u.banned_until <= now())
     ) then
    raise exception 'last_admin' using errcode = 'P0001';
  end if;
  delete from public.admins where user_id = p_user_id;
end;
$$;

/** Ends every session of the user at once (a disabled account, "sign out everywhere"). */
create function public.end_user_sessions(p_user_id uuid) returns void
  language sql volatile security definer set search_path = ''
as $$
  delete from auth.sessions where user_id = p_user_id;
$$;

revoke execute on function public.admin_users(), public.set_admin(uuid, boolean),
  public.end_user_sessions(uuid) from public, anon, authenticated;
grant execute on function public.admin_users(), public.set_admin(uuid, boolean) to authenticated, service_role;
grant execute on function public.end_user_sessions(uuid) to service_role;
