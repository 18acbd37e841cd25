-- Applied by the embedded store only: the part of Supabase Auth's schema that keeps second
-- factors, with Supabase's table and column names, so the migrations' checks on
-- auth.mfa_factors read the same on both backends. On Supabase, GoTrue owns these tables and this
-- file is never run. Only the server, as the database owner, reads or writes them.

-- One authenticator app per row. `secret` is the TOTP secret, encrypted by the server before it
-- is written (AES-256-GCM, lib/auth/embedded/totp-secret.ts): a copy of the database alone cannot
-- compute anybody's codes.
create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null default 'totp' check (factor_type = 'totp'),
  status text not null default 'unverified' check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);

-- A challenge per code asked, verified at most once (Supabase keeps the same).
create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);

-- How each session was authenticated, and when: the token's `amr` claim is built from these rows
-- (the step-up reads the time of the last code from it).
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  unique (session_id, authentication_method)
);

revoke all on auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims
  from public, anon, authenticated;
