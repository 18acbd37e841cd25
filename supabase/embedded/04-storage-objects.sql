-- Applied by the embedded store only: Supabase Storage's objects table, so that the migrations'
-- storage policies (on storage.objects) apply here as they do on Supabase. The embedded store
-- keeps the files themselves in folders (lib/backend/embedded/files.ts) and asks is_admin() before
-- writing one, as these policies do on Supabase; the table only has to accept the policies.
create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  metadata jsonb,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  unique (bucket_id, name)
);
alter table storage.objects enable row level security;
