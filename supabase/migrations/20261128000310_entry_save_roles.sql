-- The entry save under roles: admin_save_entry and record_entry_revision re-created from
-- 20261127000200_entry_save.sql, their bodies unchanged but for the caller's check (the permission
-- table's entries.draft instead of require_admin()), an author's limits and created_by. The
-- helpers the save calls keep their definitions there.

/**
 * Stores a revision of the entry as it is now (after a save), with the caller as its author.
 * Security definer because nobody may write revisions directly; it takes the snapshot itself
 * from the row, so calling it can only record the truth, once per version. An author records
 * revisions of the entries they created only.
 */
create or replace function public.record_entry_revision(p_entry_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_permission('entries.draft');
  if not public.staff_may('entries.publish')
     and not exists (select 1 from public.entries
                      where id = p_entry_id and created_by = (select auth.uid())) then
    raise exception 'permission denied: not an entry of yours' using errcode = '42501';
  end if;
  insert into public.entry_revisions (entry_id, version, saved_by, saved_by_email, snapshot)
  select e.id, e.version, (select auth.uid()), nullif((select auth.jwt() ->> 'email'), ''),
         public.entry_snapshot(e)
    from public.entries as e
   where e.id = p_entry_id
  on conflict (entry_id, version) do nothing;
end;
$$;

/**
 * Creates (p_id and p_version null) or updates a publication or blog post, from the editor's
 * fields as named arguments, p_<snake> of each field of the form's schema
 * (lib/admin/entries/schema.ts). Text arguments are trimmed, and empty is null; the English ones
 * are ignored when there is no English title (no English version). Runs as its caller (security
 * invoker): refuses a caller who may not draft entries (42501), writes publications and blog posts only, locks the entry
 * at the version the editor loaded (stale_version), refuses a category that does not exist
 * (unknown_category), checks both slugs (slug_taken_es / slug_taken_en, also when a concurrent
 * save takes one first), keeps the slug history and stores a revision.
 *
 * The date: the one given; else, for an entry published already, the date it has; else, when it
 * is published now, now. A draft keeps whatever date it is given (none unless the admin typed one).
 * Answers {id, version, slug_es, slug_en, published_at, old_slugs: {es, en}}.
 *
 * Roles: an editor or admin saves any entry in any state. An author (entries.draft alone) creates
 * drafts and saves the drafts they created, which stay drafts: publishing or scheduling, and
 * saving anybody else's entry or one already published, are refused (42501). A new entry records
 * its creator (created_by, the caller); an update never changes it.
 */
create or replace function public.admin_save_entry(
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
  v_editor boolean;
begin
  perform public.require_permission('entries.draft');
  if coalesce(p_kind, '') not in ('publication', 'blog') then
    raise exception 'admin_save_entry writes publications and blog posts only'
      using errcode = '22023';
  end if;
  v_kind := p_kind::public.entry_kind;
  v_status := coalesce(nullif(btrim(p_status), ''), 'draft')::public.entry_status;
  v_editor := public.staff_may('entries.publish');
  if not v_editor and v_status <> 'draft' then
    raise exception 'permission denied: publishing needs an editor' using errcode = '42501';
  end if;

  -- Before the lock: an author locking an entry the policies hide from their updates (another's,
  -- or their own once published) would read as a stale version.
  if p_id is not null and not v_editor and not exists (
       select 1 from public.entries
        where id = p_id and created_by = (select auth.uid()) and status = 'draft') then
    raise exception 'permission denied: not a draft of yours' using errcode = '42501';
  end if;
  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind = 'bulletin' then
      raise exception 'a bulletin is saved with admin_save_bulletin' using errcode = '22023';
    end if;
    if not v_editor and (v_old.created_by is distinct from (select auth.uid()) or v_old.status <> 'draft') then
      raise exception 'permission denied: not a draft of yours' using errcode = '42501';
    end if;
  elsif p_version is not null then
    raise exception 'a new entry has no version' using errcode = '22023';
  end if;
  if v_status = 'published' then
    v_published_at := coalesce(
      v_published_at,
      case when v_old.status = 'published' then v_old.published_at end,
      now());
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
        kind, status, published_at, category_id, author_id, created_by,
        title_es, slug_es, summary_es, body_es, seo_title_es, seo_description_es,
        title_en, slug_en, summary_en, body_en, seo_title_en, seo_description_en)
      values (
        v_kind, v_status, v_published_at, v_category_id, nullif(btrim(p_author_id), ''),
        (select auth.uid()),
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

-- Grants ------------------------------------------------------------------------------------------
-- `create or replace` keeps them; said again so this file reads whole. A visitor's call is refused
-- by Postgres itself, a signed-in account without the role by require_permission().
revoke execute on function
  public.record_entry_revision(uuid),
  public.admin_save_entry(
    uuid, integer, text, text, text, text, timestamptz,
    text, text, text, text, text, text, text, text, text, text, text, text)
from public;
grant execute on function
  public.record_entry_revision(uuid),
  public.admin_save_entry(
    uuid, integer, text, text, text, text, timestamptz,
    text, text, text, text, text, text, text, text, text, text, text, text)
to authenticated;
