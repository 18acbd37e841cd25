-- What a trashed entry keeps while it waits (20261128000400_trash.sql): its slugs, current and
-- old, so that restoring it never finds another entry at its address; the places it holds in
-- bulletins, out of the editors' sight; and, for visitors, only the fact that its address once
-- led to a publication that was removed.

-- A save that moves a live entry off a slug writes that slug's history row, taking it over when
-- another entry holds it (retire_entry_slugs, 20261127000200): an upsert, which must see the row
-- it updates. The visitors' policy shows a row only while its entry is visible, so a row a
-- trashed entry holds made that save fail; the staff who save entries read every row (resolve_entry_slug still
-- joins the entry, which the trash hides).
create policy "Staff read every old slug" on public.entry_slugs
  for select to authenticated using ((select public.staff_may('entries.draft')));

/**
 * Whether an entry in the trash answers at `p_slug` in `p_locale`, by its current slug or by one
 * of its old ones (Spanish pages at slug_es, English ones at slug_en or, untranslated, slug_es).
 * With `p_public_only`, only entries that were live when they were trashed count: a visitor may
 * learn that a page they could have seen was removed, never that a draft existed. Answers a
 * boolean and nothing else.
 */
create function public.trashed_entry_at(p_locale text, p_slug text, p_public_only boolean)
  returns boolean
  language sql stable set search_path = ''
as $$
  select exists (
    select 1
      from public.entries as e
     where e.deleted_at is not null
       and (not p_public_only or (e.status = 'published' and e.published_at <= e.deleted_at))
       and (p_slug = case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end
            or exists (select 1 from public.entry_slugs as s
                        where s.entry_id = e.id and s.slug = p_slug
                          and s.locale = case when p_locale = 'en' then 'en' else 'es' end)));
$$;

/**
 * Whether `p_slug` in `p_locale` is the address of a publication that was removed (it is in the
 * trash, and visitors could read it when it went there): the public page answers its 404 with a
 * notice that says so. Security definer, since trashed rows are hidden from every API role; it
 * answers one boolean, never a title or anything else of the entry.
 */
create function public.entry_slug_removed(p_locale text, p_slug text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select public.trashed_entry_at(p_locale, p_slug, true);
$$;

/**
 * Whether a trashed entry holds `p_slug` in `p_locale` (current or old): such a slug is taken
 * until the purge. Security definer for the same reason; answers false to anybody who may not save entries.
 */
create function public.slug_held_in_trash(p_locale text, p_slug text) returns boolean
  language sql stable security definer set search_path = ''
as $$
  select coalesce(public.staff_may('entries.draft'), false)
     and public.trashed_entry_at(p_locale, p_slug, false);
$$;

/**
 * Raises slug_taken_es / slug_taken_en when another entry's current slug is the one `p_id` would
 * answer at, or when an entry in the trash holds it (as its current or an old slug). Spanish
 * pages answer at slug_es; English pages at slug_en, or at slug_es when there is no English
 * version, so an untranslated entry's Spanish slug is also checked against every English slug,
 * and reported as Spanish: that is the field the editor typed. A live entry's old slug is free
 * to take: the current slug wins, and the old one's row stays in the history.
 * (As 20261127000200, plus the trash.)
 */
create or replace function public.check_entry_slugs(p_id uuid, p_slug_es text, p_slug_en text)
  returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if exists (select 1 from public.entries e
              where e.slug_es = p_slug_es and e.id is distinct from p_id)
     or public.slug_held_in_trash('es', p_slug_es) then
    raise exception 'slug_taken_es' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.entries e
              where coalesce(e.slug_en, e.slug_es) = coalesce(p_slug_en, p_slug_es)
                and e.id is distinct from p_id)
     or public.slug_held_in_trash('en', coalesce(p_slug_en, p_slug_es)) then
    raise exception '%', case when p_slug_en is null then 'slug_taken_es' else 'slug_taken_en' end
      using errcode = 'P0001';
  end if;
end;
$$;

/**
 * An entry in the shape the editors load it (the columns in snake_case, the names of
 * admin_save_entry's arguments without p_; a bulletin's as admin_save_bulletin's p_bulletin),
 * with its kind: what a revision stores and what admin_get_entry answers. A bulletin's items
 * leave out entries in the trash: the editor neither shows nor saves them (its save then drops
 * their places; restored before that, an item is back in its place). (As 20261127000200.)
 */
create or replace function public.entry_snapshot(e public.entries) returns jsonb
  language sql stable set search_path = ''
as $$
  select case when e.kind = 'bulletin' then
    jsonb_build_object(
      'kind', e.kind,
      'issue_month', e.issue_month,
      'status', e.status,
      'published_at', e.published_at,
      'title_es', e.title_es, 'slug_es', e.slug_es, 'summary_es', e.summary_es,
      'title_en', e.title_en, 'slug_en', e.slug_en, 'summary_en', e.summary_en,
      'pdf_path', e.pdf_path,
      'pdf_path_en', e.pdf_path_en,
      'item_ids', coalesce((
        select jsonb_agg(bi.entry_id order by bi.position)
          from public.bulletin_items as bi
          join public.entries as item on item.id = bi.entry_id and item.deleted_at is null
         where bi.bulletin_id = e.id), '[]'::jsonb),
      'version', e.version)
  else
    jsonb_build_object(
      'kind', e.kind,
      'category_id', e.category_id,
      'author_id', e.author_id,
      'status', e.status,
      'published_at', e.published_at,
      'title_es', e.title_es, 'slug_es', e.slug_es, 'summary_es', e.summary_es, 'body_es', e.body_es,
      'seo_title_es', e.seo_title_es, 'seo_description_es', e.seo_description_es,
      'title_en', e.title_en, 'slug_en', e.slug_en, 'summary_en', e.summary_en, 'body_en', e.body_en,
      'seo_title_en', e.seo_title_en, 'seo_description_en', e.seo_description_en,
      'version', e.version)
  end;
$$;

-- Grants: the helper is its definer functions' alone; the visitors' question goes to every API
-- role; the editors' to `authenticated`. The re-created functions get theirs again.

revoke execute on function
  public.trashed_entry_at(text, text, boolean),
  public.entry_slug_removed(text, text),
  public.slug_held_in_trash(text, text),
  public.check_entry_slugs(uuid, text, text),
  public.entry_snapshot(public.entries)
from public, anon, authenticated;

grant execute on function public.entry_slug_removed(text, text) to anon, authenticated;
grant execute on function
  public.slug_held_in_trash(text, text),
  public.check_entry_slugs(uuid, text, text),
  public.entry_snapshot(public.entries)
to authenticated;
