-- The image manager: one row per image with its texts, focal point and the files made from it.
-- The original stays in a private bucket; the site serves only the re-encoded files (AVIF and
-- WebP at a set of widths, named by their content's SHA-256) from a public one. Editors and admins
-- (images.manage) upload, edit, replace and delete; authors read (they will pick covers); visitors
-- read nothing here. Writes go through the admin_* functions below, which ask the permission
-- first and record uploads, replacements and deletions in the audit trail in the same transaction.

create table public.images (
  id uuid primary key default gen_random_uuid(),
  -- The original's SHA-256, as uploaded (before rotation and re-encoding).
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  original_name text not null check (length(original_name) between 1 and 255),
  -- The original's object name in the private originals bucket (a UUID the server chose).
  original_path text not null check (original_path ~ '^[0-9a-f-]{36}$'),
  bytes integer not null check (bytes between 1 and 20971520),
  -- The processed image's size (EXIF orientation applied, at most 2560 px on its longer side).
  width integer not null check (width between 1 and 2560),
  height integer not null check (height between 1 and 2560),
  alt_es text not null check (length(btrim(alt_es)) between 1 and 300),
  alt_en text not null check (length(btrim(alt_en)) between 1 and 300),
  caption_es text check (length(caption_es) <= 500),
  caption_en text check (length(caption_en) <= 500),
  -- May name a person (the photographer): personal data.
  credit text check (length(credit) <= 200),
  -- Where crops keep the subject, as fractions of width and height from the top left.
  focal_x real not null default 0.5 check (focal_x between 0 and 1),
  focal_y real not null default 0.5 check (focal_y between 0 and 1),
  -- [{name, format, width, height, bytes}]: the public files, names checked by the app.
  variants jsonb not null check (jsonb_typeof(variants) = 'array' and jsonb_array_length(variants) between 1 and 24),
  -- A tiny blurred WebP as a data: URL, shown while the image loads.
  placeholder text not null check (placeholder like 'data:image/webp;base64,%' and length(placeholder) <= 4000),
  -- Whether the original carried a GPS position (removed with the rest of its metadata).
  had_location boolean not null default false,
  created_at timestamptz not null default now(),
  created_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);
create index images_created_idx on public.images (created_at desc);

alter table public.images enable row level security;
revoke all on public.images from anon, authenticated;
grant select, insert, update, delete on public.images to authenticated;
grant select, insert, update, delete on public.images to service_role;

-- Every staff role reads the library (an author picks a cover from it).
create policy "Staff read images" on public.images
  for select to authenticated using ((select public.staff_may('staff.enter')));
-- Editors and admins add an image, as themselves.
create policy "Editors add images" on public.images
  for insert to authenticated
  with check ((select public.staff_may('images.manage')) and created_by = (select auth.uid()));
-- Editors and admins change texts or the file, as themselves.
create policy "Editors change images" on public.images
  for update to authenticated using ((select public.staff_may('images.manage')))
  with check ((select public.staff_may('images.manage')) and updated_by = (select auth.uid()));
-- Editors and admins delete one (admin_delete_image refuses while anything uses it).
create policy "Editors delete images" on public.images
  for delete to authenticated using ((select public.staff_may('images.manage')));

-- An entry's cover: the first table that references images. `restrict`, so the database itself
-- refuses to delete an image a cover still names.
alter table public.entries
  add column cover_image_id uuid references public.images (id) on delete restrict;
create index entries_cover_image_idx on public.entries (cover_image_id) where cover_image_id is not null;

/**
 * Everything that uses image `p_id`: entries whose cover it is or whose body names it
 * (`data-image-id="<id>"`), trashed ones included, and entries with a saved revision that does.
 * SECURITY DEFINER because a use the caller may not read (a revision, another author's draft)
 * still keeps the image; it answers ids, kinds and titles only, to who may manage images.
 */
create function public.image_uses(p_id uuid) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_mark text := 'data-image-id="' || p_id::text || '"';
begin
  perform public.require_permission('images.manage');
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', e.id, 'kind', e.kind, 'title', e.title_es)
                     order by e.title_es, e.id)
      from public.entries e
     where e.cover_image_id = p_id
        or strpos(e.body_es, v_mark) > 0
        or strpos(coalesce(e.body_en, ''), v_mark) > 0
        or exists (select 1 from public.entry_revisions r
                    where r.entry_id = e.id
                      and (strpos(r.snapshot::text, p_id::text) > 0))), '[]'::jsonb);
end;
$$;
revoke execute on function public.image_uses(uuid) from public, anon;
grant execute on function public.image_uses(uuid) to authenticated, service_role;

/** The library, newest first, filtered by `p_query` in the name or either alt text, with uses. */
create function public.admin_list_images(p_query text default '') returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_like text := '%' || replace(replace(replace(coalesce(btrim(p_query), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.require_permission('images.manage');
  return coalesce((
    select jsonb_agg(to_jsonb(i) - 'original_path' - 'created_by' - 'updated_by'
                     || jsonb_build_object('uses', public.image_uses(i.id))
                     order by i.created_at desc, i.id)
      from (select * from public.images i
             where i.original_name ilike v_like or i.alt_es ilike v_like or i.alt_en ilike v_like
             order by i.created_at desc, i.id limit 200) i), '[]'::jsonb);
end;
$$;

/** One image with its original's object name, for a replacement or a deletion; null: none. */
create function public.admin_get_image(p_id uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_permission('images.manage');
  return (select to_jsonb(i) from public.images i where i.id = p_id);
end;
$$;
