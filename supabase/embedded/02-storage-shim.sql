-- Applied by the embedded store only: Supabase Storage's bucket table, for the migrations that
-- declare buckets. The embedded store keeps the files themselves in a private folder outside
-- anything the site serves (lib/backend/embedded/files.ts).
create schema if not exists storage;
create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now()
);
