-- Bulletins' PDFs: a public Storage bucket, so visitors download a bulletin's PDF from its page.
-- 4 MB at most (4194304 bytes, as lib/bulletins/pdf.ts says: the PDF travels in the editor's form
-- post and Vercel caps a request at 4.5 MB), PDF only. Names are the SHA-256 of the content, so
-- a name never changes meaning and the files may be cached for a year.
-- On the embedded store the files live in a folder served by a route handler; this bucket row and
-- these policies are applied there too (supabase/embedded/04-storage-objects.sql), and its adapter
-- asks is_admin() before writing, as the policies below do here.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('bulletins', 'bulletins', true, 4194304, array['application/pdf'])
on conflict (id) do nothing;

-- Reading needs no policy: a public bucket's files are served to anyone by their public URL.
-- Writing is the admins' alone, as the signed-in admin (the app never uses the service role here).

-- Admins see the bucket's objects through the API (Storage reads them before a removal).
create policy "Admins list bulletin files" on storage.objects
  for select to authenticated
  using (bucket_id = 'bulletins' and (select public.is_admin()));

-- Admins upload a bulletin's PDF.
create policy "Admins add bulletin files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'bulletins' and (select public.is_admin()));

-- Admins replace one (an upsert); names are content hashes, so the bytes stay the same.
create policy "Admins replace bulletin files" on storage.objects
  for update to authenticated
  using (bucket_id = 'bulletins' and (select public.is_admin()))
  with check (bucket_id = 'bulletins' and (select public.is_admin()));

-- Admins delete one (a bulletin deleted with its PDF).
create policy "Admins delete bulletin files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'bulletins' and (select public.is_admin()));
