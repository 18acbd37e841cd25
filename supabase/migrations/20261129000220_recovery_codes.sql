-- Recovery codes: ten single-use codes per account with an authenticator, shown once when they are
-- made, kept only as salted hashes. Using one at the code step signs the person in without the
-- app; the server then removes the account's factors. Only the server (service role) reads or
-- writes them, through the two functions below.

create table public.mfa_recovery_codes (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  code_hash text not null check (length(code_hash) = 64),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);
alter table public.mfa_recovery_codes enable row level security;
revoke all on public.mfa_recovery_codes from anon, authenticated;

/** Replaces the account's recovery codes by these hashes: the old codes stop working at once. */
create function public.replace_recovery_codes(p_user_id uuid, p_hashes text[]) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  delete from public.mfa_recovery_codes where user_id = p_user_id;
  insert into public.mfa_recovery_codes (user_id, code_hash)
    select p_user_id, h from unnest(p_hashes) as h;
end;
$$;

/**
 * Uses one of the account's recovery codes: true once per code (the row is marked in the same
 * statement that finds it, so two posts of one code cannot both pass), false for any other.
 */
create function public.use_recovery_code(p_user_id uuid, p_hash text) returns boolean
  language sql volatile security definer set search_path = ''
as $$
  with used as (
    update public.mfa_recovery_codes set used_at = now()
     where user_id = p_user_id and code_hash = p_hash and used_at is null
    returning 1
  )
  select exists (select 1 from used);
$$;

/** How many unused recovery codes the account has left. */
create function public.recovery_codes_left(p_user_id uuid) returns integer
  language sql stable security definer set search_path = ''
as $$
  select count(*)::integer from public.mfa_recovery_codes where user_id = p_user_id and used_at is null;
$$;

revoke execute on function public.replace_recovery_codes(uuid, text[]),
  public.use_recovery_code(uuid, text), public.recovery_codes_left(uuid)
  from public, anon, authenticated;
grant execute on function public.replace_recovery_codes(uuid, text[]),
  public.use_recovery_code(uuid, text), public.recovery_codes_left(uuid) to service_role;
