-- The staff tables' row-level security follows the permission table (20261128000200) instead of
-- is_admin(): an author reads and writes only the drafts they created (publications and blog
-- posts, never published or scheduled), an editor every entry, bulletin and category, an admin
-- the personal data too. Each entry records the account that created it (created_by), apart from
-- its byline (author_id, a team member).

alter table public.entries
  add column created_by uuid references auth.users (id) on delete set null;
create index entries_created_by_idx on public.entries (created_by) where created_by is not null;
-- Existing entries keep created_by null: only editors and admins reach them.

-- Entries --------------------------------------------------------------------------------------------
-- The visitors' policy ("Visitors read published entries whose date has come") stays: a signed-in
-- author reads what any visitor reads, and the admin functions narrow their lists to their own.
drop policy "Admins read every entry" on public.entries;
drop policy "Admins add entries" on public.entries;
drop policy "Admins edit entries" on public.entries;
drop policy "Admins remove entries" on public.entries;

-- Editors and admins read every entry; an author the ones they created.
create policy "Staff read the entries they may edit" on public.entries
  for select to authenticated
  using ((select public.staff_may('entries.publish'))
         or (created_by = (select auth.uid()) and (select public.staff_may('entries.draft'))));

-- Editors and admins add any entry; an author a draft publication or blog post of their own.
create policy "Staff add entries, authors their own drafts" on public.entries
  for insert to authenticated
  with check ((select public.staff_may('entries.publish'))
              or ((select public.staff_may('entries.draft')) and created_by = (select auth.uid())
                  and status = 'draft' and kind in ('publication', 'blog')));

-- Editors and admins edit any entry; an author their own drafts, which stay drafts.
create policy "Staff edit entries, authors their own drafts" on public.entries
  for update to authenticated
  using ((select public.staff_may('entries.publish'))
         or ((select public.staff_may('entries.draft')) and created_by = (select auth.uid())
             and status = 'draft'))
  with check ((select public.staff_may('entries.publish'))
              or ((select public.staff_may('entries.draft')) and created_by = (select auth.uid())
                  and status = 'draft' and kind in ('publication', 'blog')));

-- Deleting is the editors' and admins'.
create policy "Editors remove entries" on public.entries
  for delete to authenticated using ((select public.staff_may('entries.delete')));

-- Revisions and the slug history ---------------------------------------------------------------------
drop policy "Admins read revisions" on public.entry_revisions;
create policy "Staff read the revisions of entries they may edit" on public.entry_revisions
  for select to authenticated
  using ((select public.staff_may('entries.publish'))
         or ((select public.staff_may('entries.draft'))
             and exists (select 1 from public.entries e
                          where e.id = entry_id and e.created_by = (select auth.uid()))));

drop policy "Admins add old slugs" on public.entry_slugs;
drop policy "Admins edit old slugs" on public.entry_slugs;
-- A save keeps the history of the entry it writes: whoever may edit that entry. Nobody deletes
-- a row of it through the API (20261127000200).
create policy "Staff add old slugs of entries they edit" on public.entry_slugs
  for insert to authenticated
  with check ((select public.staff_may('entries.publish'))
              or ((select public.staff_may('entries.draft'))
                  and exists (select 1 from public.entries e
                               where e.id = entry_id and e.created_by = (select auth.uid()))));
create policy "Staff edit old slugs of entries they edit" on public.entry_slugs
  for update to authenticated
  using ((select public.staff_may('entries.publish'))
         or ((select public.staff_may('entries.draft'))
             and exists (select 1 from public.entries e
                          where e.id = entry_id and e.created_by = (select auth.uid()))))
  with check ((select public.staff_may('entries.publish'))
              or ((select public.staff_may('entries.draft'))
                  and exists (select 1 from public.entries e
                               where e.id = entry_id and e.created_by = (select auth.uid()))));

-- Bulletins' items -------------------------------------------------------------------------------------
drop policy "Admins add bulletin items" on public.bulletin_items;
drop policy "Admins edit bulletin items" on public.bulletin_items;
drop policy "Admins remove bulletin items" on public.bulletin_items;
create policy "Editors add bulletin items" on public.bulletin_items
  for insert to authenticated with check ((select public.staff_may('bulletins.edit')));
create policy "Editors edit bulletin items" on public.bulletin_items
  for update to authenticated
  using ((select public.staff_may('bulletins.edit'))) with check ((select public.staff_may('bulletins.edit')));
create policy "Editors remove bulletin items" on public.bulletin_items
  for delete to authenticated using ((select public.staff_may('bulletins.edit')));

-- Categories and their redirects -----------------------------------------------------------------------
drop policy "Admins add categories" on public.categories;
drop policy "Admins edit categories" on public.categories;
drop policy "Admins remove categories" on public.categories;
create policy "Editors add categories" on public.categories
  for insert to authenticated with check ((select public.staff_may('categories.edit')));
create policy "Editors edit categories" on public.categories
  for update to authenticated
  using ((select public.staff_may('categories.edit'))) with check ((select public.staff_may('categories.edit')));
create policy "Editors remove categories" on public.categories
  for delete to authenticated using ((select public.staff_may('categories.edit')));

drop policy "Admins add category redirects" on public.category_redirects;
drop policy "Admins edit category redirects" on public.category_redirects;
drop policy "Admins remove category redirects" on public.category_redirects;
create policy "Editors add category redirects" on public.category_redirects
  for insert to authenticated with check ((select public.staff_may('categories.edit')));
create policy "Editors edit category redirects" on public.category_redirects
  for update to authenticated
  using ((select public.staff_may('categories.edit'))) with check ((select public.staff_may('categories.edit')));
create policy "Editors remove category redirects" on public.category_redirects
  for delete to authenticated using ((select public.staff_may('categories.edit')));

-- Personal data: admins only, by the table's personal.read -----------------------------------------------
drop policy "Admins read contact messages" on public.contact_messages;
drop policy "Admins read career applications" on public.career_applications;
drop policy "Admins read newsletter subscribers" on public.newsletter_subscribers;
create policy "Admins read contact messages" on public.contact_messages
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins read career applications" on public.career_applications
  for select to authenticated using ((select public.staff_may('personal.read')));
create policy "Admins read newsletter subscribers" on public.newsletter_subscribers
  for select to authenticated using ((select public.staff_may('personal.read')));

-- Bulletins' PDFs: written by whoever edits bulletins (the embedded adapter asks the same) ---------------
drop policy "Admins list bulletin files" on storage.objects;
drop policy "Admins add bulletin files" on storage.objects;
drop policy "Admins replace bulletin files" on storage.objects;
drop policy "Admins delete bulletin files" on storage.objects;
create policy "Editors list bulletin files" on storage.objects
  for select to authenticated
  using (bucket_id = 'bulletins' and (select public.staff_may('bulletins.edit')));
create policy "Editors add bulletin files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'bulletins' and (select public.staff_may('bulletins.edit')));
create policy "Editors replace bulletin files" on storage.objects
  for update to authenticated
  using (bucket_id = 'bulletins' and (select public.staff_may('bulletins.edit')))
  with check (bucket_id = 'bulletins' and (select public.staff_may('bulletins.edit')));
create policy "Editors delete bulletin files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'bulletins' and (select public.staff_may('bulletins.edit')));
