-- The image manager's writes, one function per verb, each as the caller (security invoker: the
-- images' policies apply) after asking images.manage; uploads, replacements and deletions record
-- their audit event in the same transaction. Files are the server's to write and remove: these
-- functions answer which public files no image names any more, so the server removes exactly those
-- (two images with the same content share their files).

/** The names of `p_variants` that no image but `p_except` names. */
create function public.image_orphan_files(p_variants jsonb, p_except uuid) returns text[]
  language sql stable set search_path = ''
as $$
  select coalesce(array_agg(v ->> 'name'), '{}')
    from jsonb_array_elements(p_variants) v
   where not exists (select 1 from public.images i, jsonb_array_elements(i.variants) w
                      where i.id <> p_except and w ->> 'name' = v ->> 'name');
$$;

/** Adds an image processed by the server; answers its id. */
create function public.admin_create_image(
  p_file jsonb, p_texts jsonb, p_ip_hmac text default null
) returns uuid
  language plpgsql volatile set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform public.require_permission('images.manage');
  insert into public.images (sha256, original_name, original_path, bytes, width, height, variants,
                             placeholder, had_location, alt_es, alt_en, caption_es, caption_en,
                             credit, focal_x, focal_y, created_by, updated_by)
  values (p_file ->> 'sha256', p_file ->> 'original_name', p_file ->> 'original_path',
          (p_file ->> 'bytes')::integer, (p_file ->> 'width')::integer,
          (p_file ->> 'height')::integer, p_file -> 'variants', p_file ->> 'placeholder',
          coalesce((p_file ->> 'had_location')::boolean, false),
          p_texts ->> 'alt_es', p_texts ->> 'alt_en', nullif(p_texts ->> 'caption_es', ''),
          nullif(p_texts ->> 'caption_en', ''), nullif(p_texts ->> 'credit', ''),
          coalesce((p_texts ->> 'focal_x')::real, 0.5), coalesce((p_texts ->> 'focal_y')::real, 0.5),
          (select auth.uid()), (select auth.uid()))
  returning id into v_id;
  perform public.record_audit_event('image.upload', 'image', v_id::text, '{}', p_ip_hmac);
  return v_id;
end;
$$;

/** Saves an image's texts and focal point; false: no such image. */
create function public.admin_update_image(p_id uuid, p_texts jsonb) returns boolean
  language plpgsql volatile set search_path = ''
as $$
begin
  perform public.require_permission('images.manage');
  update public.images
     set alt_es = p_texts ->> 'alt_es', alt_en = p_texts ->> 'alt_en',
         caption_es = nullif(p_texts ->> 'caption_es', ''),
         caption_en = nullif(p_texts ->> 'caption_en', ''),
         credit = nullif(p_texts ->> 'credit', ''),
         focal_x = coalesce((p_texts ->> 'focal_x')::real, focal_x),
         focal_y = coalesce((p_texts ->> 'focal_y')::real, focal_y),
         updated_at = now(), updated_by = (select auth.uid())
   where id = p_id;
  return found;
end;
$$;

/**
 * Puts a new file under the same image id (every use follows it); answers the old original's
 * object name and the public files nothing names any more, or null when there is no such image.
 */
create function public.admin_replace_image_file(
  p_id uuid, p_file jsonb, p_ip_hmac text default null
) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old public.images;
begin
  perform public.require_permission('images.manage');
  select * into v_old from public.images where id = p_id for update;
  if not found then return null; end if;
  update public.images
     set sha256 = p_file ->> 'sha256', original_name = p_file ->> 'original_name',
         original_path = p_file ->> 'original_path', bytes = (p_file ->> 'bytes')::integer,
         width = (p_file ->> 'width')::integer, height = (p_file ->> 'height')::integer,
         variants = p_file -> 'variants', placeholder = p_file ->> 'placeholder',
         had_location = coalesce((p_file ->> 'had_location')::boolean, false),
         updated_at = now(), updated_by = (select auth.uid())
   where id = p_id;
  perform public.record_audit_event('image.replace', 'image', p_id::text, '{file}', p_ip_hmac);
  return jsonb_build_object(
    'original_path', v_old.original_path,
    'orphans', to_jsonb(array(
      select o from unnest(public.image_orphan_files(v_old.variants, p_id)) o
       where o not in (select w ->> 'name' from jsonb_array_elements(p_file -> 'variants') w))));
end;
$$;

/**
 * Deletes an image nothing uses: {outcome: 'deleted', original_path, orphans}; while something
 * uses it, {outcome: 'used', uses} (nothing changes); {outcome: 'missing'} when there is none.
 */
create function public.admin_delete_image(p_id uuid, p_ip_hmac text default null) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_old public.images;
  v_uses jsonb;
  v_orphans text[];
begin
  perform public.require_permission('images.manage');
  select * into v_old from public.images where id = p_id for update;
  if not found then return jsonb_build_object('outcome', 'missing'); end if;
  v_uses := public.image_uses(p_id);
  if jsonb_array_length(v_uses) > 0 then
    return jsonb_build_object('outcome', 'used', 'uses', v_uses);
  end if;
  v_orphans := public.image_orphan_files(v_old.variants, p_id);
  delete from public.images where id = p_id;
  perform public.record_audit_event('image.delete', 'image', p_id::text, '{}', p_ip_hmac);
  return jsonb_build_object('outcome', 'deleted', 'original_path', v_old.original_path,
                            'orphans', to_jsonb(v_orphans));
end;
$$;

revoke execute on function public.image_orphan_files(jsonb, uuid),
  public.admin_list_images(text), public.admin_get_image(uuid),
  public.admin_create_image(jsonb, jsonb, text), public.admin_update_image(uuid, jsonb),
  public.admin_replace_image_file(uuid, jsonb, text), public.admin_delete_image(uuid, text)
  from public, anon;
grant execute on function public.image_orphan_files(jsonb, uuid),
  public.admin_list_images(text), public.admin_get_image(uuid),
  public.admin_create_image(jsonb, jsonb, text), public.admin_update_image(uuid, jsonb),
  public.admin_replace_image_file(uuid, jsonb, text), public.admin_delete_image(uuid, text)
  to authenticated;

-- Storage (Supabase; the embedded store applies the rows and policies too and keeps the files in
-- folders, asking images.manage before each write as these policies do).
-- Originals: private, where the browser uploads through a signed upload URL; up to 20 MB, the
-- four raster types (the server checks the bytes again: the type a browser declares is a claim).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('image-originals', 'image-originals', false, 20971520,
        array['image/png', 'image/jpeg', 'image/webp', 'image/avif'])
on conflict (id) do nothing;
-- The processed files: public, served by the site's own route (its origin, its headers).
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('images', 'images', true, 10485760, array['image/avif', 'image/webp'])
on conflict (id) do nothing;

-- Who manages images reads, adds and deletes originals (createSignedUploadUrl needs insert).
create policy "Editors read image originals" on storage.objects
  for select to authenticated
  using (bucket_id = 'image-originals' and (select public.staff_may('images.manage')));
create policy "Editors add image originals" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'image-originals' and (select public.staff_may('images.manage')));
create policy "Editors delete image originals" on storage.objects
  for delete to authenticated
  using (bucket_id = 'image-originals' and (select public.staff_may('images.manage')));
-- Who manages images writes and removes the processed files (names are content hashes).
create policy "Editors list image files" on storage.objects
  for select to authenticated
  using (bucket_id = 'images' and (select public.staff_may('images.manage')));
create policy "Editors add image files" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'images' and (select public.staff_may('images.manage')));
create policy "Editors delete image files" on storage.objects
  for delete to authenticated
  using (bucket_id = 'images' and (select public.staff_may('images.manage')));
