-- Applied by the embedded store only: the rest of Supabase Auth's schema that the sign-in shim
-- (lib/auth/embedded) and the auth migration rely on. On Supabase, GoTrue owns these tables and
-- this file is never run. Nothing here is granted to the API roles: only the server, as the
-- database owner, reads or writes them (as GoTrue does on Supabase).

-- crypt() and gen_salt('bf'): passwords are bcrypt hashes, as in Supabase.
create extension if not exists pgcrypto with schema extensions;

-- The columns of Supabase's auth.users that the shim uses.
alter table auth.users
  add column if not exists last_sign_in_at timestamptz,
  add column if not exists banned_until timestamptz,
  add column if not exists recovery_token text,
  add column if not exists recovery_sent_at timestamptz;
create unique index if not exists users_recovery_token_key on auth.users (recovery_token)
  where recovery_token is not null;

-- One row per signed-in device, like Supabase's: the JWT's session_id names it, and deleting it
-- ends the session at once (is_admin() and the shim's verification both look it up).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Last refresh (the idle limit counts from here).
  refreshed_at timestamptz not null default now(),
  -- The absolute limit: no refresh extends a session past it.
  not_after timestamptz not null,
  aal text not null default 'aal1'
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Refresh tokens: only their SHA-256 hash is kept. Each use marks the token revoked and issues a
-- child; presenting a revoked one again (a stolen copy) ends the whole session.
create table if not exists auth.refresh_tokens (
  token_hash text primary key check (length(token_hash) = 64),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent_hash text,
  revoked boolean not null default false,
  created_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- The first-admin setup link printed at start-up while the store has no admin: hash only, one
-- live token at a time (a new start replaces it), 24 hours, single use.
create table if not exists auth.setup_tokens (
  token_hash text primary key check (length(token_hash) = 64),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

revoke all on auth.sessions, auth.refresh_tokens, auth.setup_tokens from public, anon, authenticated;
