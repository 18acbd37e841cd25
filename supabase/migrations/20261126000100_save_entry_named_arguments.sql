-- admin_save_entry takes the editor's fields as named arguments, p_<snake> of each field of the
-- form's schema (lib/admin/entries/schema.ts), instead of one jsonb payload: the one argument
-- convention of the SQL functions (docs/backend.md), jsonb only for lists. Both adapters pass
-- arguments by name, so a renamed field fails the call (PGRST202) instead of storing a null.
--
-- The function does what it did (20261124000100_editors.sql): runs as its caller (security
-- invoker) with an empty search_path, refuses a non-admin (42501), writes publications and blog
-- posts only, locks the entry at the version the editor loaded (stale_version), checks both
-- slugs (slug_taken_es / slug_taken_en, also when a concurrent save takes one first), keeps the
-- slug history and stores a revision. One check is new: a category that does not exist is
-- refused as unknown_category, a message the editor shows on the field, where a foreign-key
-- violation reached the editor as a failed save. (The comments of entry_snapshot and
-- admin_get_entry in 20261124000100 still speak of the old p_entry: the shape they describe, the
-- columns in snake_case, is the one these arguments are named after.)

drop function public.admin_save_entry(uuid, integer, jsonb);

/**
 * Creates (p_id and p_version null) or updates a publication or blog post. Text arguments are
 * trimmed, and empty is null; the English ones are ignored when there is no English title (no
 * English version). A published entry without a date is published now. Answers
 * {id, version, slug_es, slug_en, old_slugs: {es, en}}.
 */
create function public.admin_save_entry(
  p_id uuid,
  p_version integer,
  p_kind text,
  p_category_id text,
  p_author_id text,
  p_status text,
  p_published_at timestamptz,
  p_title_es text,
  p_slug_es text,
  p_summary_es text,
  p_body_es text,
  p_seo_title_es text,
  p_seo_description_es text,
  p_title_en text,
  p_slug_en text,
  p_summary_en text,
  p_body_en text,
  p_seo_title_en text,
  p_seo_description_en text
) returns jsonb
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_old public.entries;
  v_new public.entries;
  v_kind public.entry_kind;
  v_status public.entry_status;
  v_published_at timestamptz := p_published_at;
  v_category_id text := nullif(btrim(p_category_id), '');
  v_has_en boolean := nullif(btrim(p_title_en), '') is not null;
  v_slug_es text := nullif(btrim(p_slug_es), '');
  v_slug_en text := case when v_has_en then nullif(btrim(p_slug_en), '') end;
  v_constraint text;
begin
  perform public.require_admin();
  if coalesce(p_kind, '') not in ('publication', 'blog') then
    raise exception 'admin_save_entry writes publications and blog posts only'
      using errcode = '22023';
  end if;
  v_kind := p_kind::public.entry_kind;
  v_status := coalesce(nullif(btrim(p_status), ''), 'draft')::public.entry_status;
  if v_status = 'published' then
    v_published_at := coalesce(v_published_at, now());
  end if;

  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind = 'bulletin' then
      raise exception 'a bulletin is saved with admin_save_bulletin' using errcode = '22023';
    end if;
  elsif p_version is not null then
    raise exception 'a new entry has no version' using errcode = '22023';
  end if;
  -- Read under the caller's policies, which let everyone read categories.
  if v_category_id is not null
     and not exists (select 1 from public.categories c where c.id = v_category_id) then
    raise exception 'unknown_category' using errcode = 'P0001';
  end if;
  perform public.check_entry_slugs(p_id, v_slug_es, v_slug_en);

  begin
    if p_id is null then
      insert into public.entries (
        kind, status, published_at, category_id, author_id,
        title_es, slug_es, summary_es, body_es, seo_title_es, seo_description_es,
        title_en, slug_en, summary_en, body_en, seo_title_en, seo_description_en)
      values (
        v_kind, v_status, v_published_at, v_category_id, nullif(btrim(p_author_id), ''),
        nullif(btrim(p_title_es), ''), v_slug_es, nullif(btrim(p_summary_es), ''),
        coalesce(p_body_es, ''), nullif(btrim(p_seo_title_es), ''),
        nullif(btrim(p_seo_description_es), ''),
        case when v_has_en then nullif(btrim(p_title_en), '') end, v_slug_en,
        case when v_has_en then nullif(btrim(p_summary_en), '') end,
        case when v_has_en then coalesce(p_body_en, '') end,
        case when v_has_en then nullif(btrim(p_seo_title_en), '') end,
        case when v_has_en then nullif(btrim(p_seo_description_en), '') end)
      returning * into v_new;
    else
      update public.entries set
        kind = v_kind, status = v_status, published_at = v_published_at,
        category_id = v_category_id,
        author_id = nullif(btrim(p_author_id), ''),
        title_es = nullif(btrim(p_title_es), ''), slug_es = v_slug_es,
        summary_es = nullif(btrim(p_summary_es), ''),
        body_es = coalesce(p_body_es, ''),
        seo_title_es = nullif(btrim(p_seo_title_es), ''),
        seo_description_es = nullif(btrim(p_seo_description_es), ''),
        title_en = case when v_has_en then nullif(btrim(p_title_en), '') end,
        slug_en = v_slug_en,
        summary_en = case when v_has_en then nullif(btrim(p_summary_en), '') end,
        body_en = case when v_has_en then coalesce(p_body_en, '') end,
        seo_title_en = case when v_has_en then nullif(btrim(p_seo_title_en), '') end,
        seo_description_en = case when v_has_en then nullif(btrim(p_seo_description_en), '') end
       where id = p_id
      returning * into v_new;
    end if;
  exception when unique_violation then
    -- Another save took the slug between the check above and this statement.
    get stacked diagnostics v_constraint = constraint_name;
    perform public.raise_entry_conflict(v_constraint, v_has_en);
  end;

  perform public.retire_entry_slugs(v_old, v_new);
  perform public.record_entry_revision(v_new.id);
  return public.saved_entry(v_old, v_new);
end;
$$;

-- Functions are executable by PUBLIC by default: revoke that, then grant the admins' role, as
-- for the function this replaces (a visitor's call is refused by Postgres itself, a signed-in
-- non-admin's by require_admin()).
revoke execute on function public.admin_save_entry(
  uuid, integer, text, text, text, text, timestamptz,
  text, text, text, text, text, text, text, text, text, text, text, text) from public;
grant execute on function public.admin_save_entry(
  uuid, integer, text, text, text, text, timestamptz,
  text, text, text, text, text, text, text, text, text, text, text, text) to authenticated;
