-- Applied by the embedded store only: the privileges Supabase gives its API roles on Storage's
-- schema and objects, so that here too the storage policies alone decide who reads or writes which
-- bucket's objects (and a test of those policies proves something).
grant usage on schema storage to anon, authenticated;
grant select, insert, update, delete on storage.objects to anon, authenticated;
