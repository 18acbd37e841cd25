-- Staff roles: a profile beside each staff account (name, role, the lawyer it belongs to, the
-- staff area's language), the one permission table, and the functions every check asks:
-- staff_role(), staff_may(action), require_permission(action). is_admin() stays, true exactly for
-- the admin role. public.admins is retired: its rows become admin profiles, and every writer
-- (user:create, the setup page, /admin/users) goes through staff_profiles.

create type public.staff_role as enum ('author', 'editor', 'admin');

-- Profiles ----------------------------------------------------------------------------------------
create table public.staff_profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text check (length(display_name) between 1 and 120),
  role public.staff_role not null,
  -- A lawyer's account names their team member (lib/content/team.ts ids, as entries.author_id):
  -- the team lives in the site's code, so no foreign key can hold it.
  team_member_id text check (team_member_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(team_member_id) <= 80),
  admin_language text check (admin_language in ('es', 'en')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger staff_profiles_touch_updated_at before update on public.staff_profiles
  for each row execute function public.touch_updated_at();

insert into public.staff_profiles (user_id, role)
  select user_id, 'admin' from public.admins
  on conflict (user_id) do nothing;

-- The permission table: each action with the least role that may do it (enum order: author <
-- editor < admin). lib/auth/permissions.ts holds the same table; a test compares them.
create table public.staff_permissions (
  action text primary key,
  least_role public.staff_role not null
);
insert into public.staff_permissions (action, least_role) values
  ('staff.enter', 'author'),
  ('entries.draft', 'author'),
  ('entries.publish', 'editor'),
  ('entries.delete', 'editor'),
  ('bulletins.edit', 'editor'),
  ('categories.edit', 'editor'),
  ('preview.read', 'author'),
  ('images.manage', 'editor'),
  ('users.manage', 'admin'),
  ('audit.read', 'admin'),
  ('personal.read', 'admin');

-- Nobody reads or writes the permission table through the API: staff_may() reads it as its owner.
alter table public.staff_permissions enable row level security;
revoke all on public.staff_permissions from anon, authenticated;

-- Roles ---------------------------------------------------------------------------------------------

/**
 * The caller's staff role right now, or null: a profile for auth.uid(), AND the JWT's session_id
 * names a live session of that user, AND the user is not banned. A signed-out, globally
 * signed-out or disabled account loses its role at once, even while its access token lives.
 */
create function public.staff_role() returns public.staff_role
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
   limit 1;
$$;

/** Whether the caller's role may do `p_action` (false for an unknown action or no role). */
create function public.staff_may(p_action text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(
    (select public.staff_role() >= sp.least_role from public.staff_permissions sp where sp.action = p_action),
    false);
$$;

/** Refuses (42501) a caller whose role may not do `p_action`, as require_admin() refuses non-admins. */
create function public.require_permission(p_action text) returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if not public.staff_may(p_action) then
    raise exception 'permission denied: % is not allowed', p_action using errcode = '42501';
  end if;
end;
$$;

/** Whether the caller is an admin right now: the admin role with a live session. */
create or replace function public.is_admin() returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(public.staff_role() = 'admin', false);
$$;

revoke execute on function public.staff_role(), public.staff_may(text), public.require_permission(text),
  public.is_admin() from public;
grant execute on function public.staff_role(), public.staff_may(text), public.require_permission(text),
  public.is_admin() to anon, authenticated, service_role;

-- An account reads its own profile, an admin every one; nobody writes through the API (the
-- functions below do, as their owner).
alter table public.staff_profiles enable row level security;
revoke all on public.staff_profiles from anon, authenticated;
grant select on public.staff_profiles to authenticated;
create policy "An account reads its own profile, admins every one" on public.staff_profiles
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- Users -------------------------------------------------------------------------------------------

/**
 * Refuses ('last_admin') when `p_user_id` is an admin and no other admin can still sign in: the
 * firm would be locked out of its own site. Locks the profiles first, so two admins removing
 * each other at once cannot both pass. Called by set_staff_role and before disabling an account.
 */
create function public.assert_not_last_admin(p_user_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.assert_user_manager();
  lock table public.staff_profiles in share row exclusive mode;
  if exists (select 1 from public.staff_profiles where user_id = p_user_id and role = 'admin')
     and not exists (
       select 1 from public.staff_profiles p join auth.users u on u.id = p.user_id
        where p.role = 'admin' and p.user_id <> p_user_id
          and (u.banned_until is null or u.banned_until <= now())
     ) then
    raise exception 'last_admin' using errcode = 'P0001';
  end if;
end;
$$;

drop function public.admin_users();
/** The firm's accounts for /admin/users: name, role, linked lawyer, state, last sign-in. */
create function public.admin_users()
  returns table (id uuid, email text, display_name text, role text, team_member_id text,
                 is_admin boolean, disabled boolean, last_sign_in_at timestamptz, created_at timestamptz)
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.assert_user_manager();
  return query
    select u.id, u.email::text, p.display_name, p.role::text, p.team_member_id,
           coalesce(p.role = 'admin', false),
           coalesce(u.banned_until > now(), false), u.last_sign_in_at, u.created_at
      from auth.users u
      left join public.staff_profiles p on p.user_id = u.id
     order by u.email;
end;
$$;

/**
 * Gives `p_user_id` the role `p_role` (null: no staff role, the profile goes), and the name and
 * the linked team member when given. Leaving the firm without an admin is refused ('last_admin'),
 * and so is an admin taking away their own admin role ('own_admin_role'): another admin must.
 */
create function public.set_staff_role(
  p_user_id uuid,
  p_role text,
  p_display_name text default null,
  p_team_member_id text default null
) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_role public.staff_role := nullif(btrim(p_role), '')::public.staff_role;
begin
  perform public.assert_user_manager();
  if v_role is distinct from 'admin' then
    if p_user_id = (select auth.uid())
       and exists (select 1 from public.staff_profiles where user_id = p_user_id and role = 'admin') then
      raise exception 'own_admin_role' using errcode = 'P0001';
    end if;
    perform public.assert_not_last_admin(p_user_id);
  end if;
  if v_role is null then
    delete from public.staff_profiles where user_id = p_user_id;
    return;
  end if;
  insert into public.staff_profiles (user_id, role, display_name, team_member_id)
  values (p_user_id, v_role, nullif(btrim(p_display_name), ''), nullif(btrim(p_team_member_id), ''))
  on conflict (user_id) do update
    set role = excluded.role,
        display_name = coalesce(excluded.display_name, public.staff_profiles.display_name),
        team_member_id = coalesce(excluded.team_member_id, public.staff_profiles.team_member_id);
end;
$$;

/** The signed-in account's choice of the staff area's language (null forgets it). */
create function public.set_admin_language(p_language text) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  if p_language is not null and p_language not in ('es', 'en') then
    raise exception 'unknown language' using errcode = '22023';
  end if;
  update public.staff_profiles set admin_language = p_language where user_id = (select auth.uid());
end;
$$;

/** The signed-in account's choice of the staff area's language, or null (read under its own RLS). */
create function public.staff_admin_language() returns text
  language sql stable set search_path = ''
as $$
  select admin_language from public.staff_profiles where user_id = (select auth.uid());
$$;

drop function public.set_admin(uuid, boolean);
drop table public.admins;

revoke execute on function public.assert_not_last_admin(uuid), public.admin_users(),
  public.set_staff_role(uuid, text, text, text), public.set_admin_language(text) from public, anon, authenticated;
grant execute on function public.admin_users(), public.set_staff_role(uuid, text, text, text)
  to authenticated, service_role;
grant execute on function public.assert_not_last_admin(uuid) to service_role;
grant execute on function public.set_admin_language(text) to authenticated;
revoke execute on function public.staff_admin_language() from public, anon;
grant execute on function public.staff_admin_language() to authenticated;
