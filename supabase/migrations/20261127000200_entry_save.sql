-- The whole save of a publication or blog post, in one file: admin_save_entry and every helper it
-- calls (the version trigger's function, the lock, the slug checks, the slug history, the
-- revision and its snapshot, the answer), each as `create or replace`, so this file holds the
-- latest definition of all of them. require_admin() and is_admin() stay where they are
-- (20261124000100_editors.sql, 20261123000400_auth.sql): every admin function shares them.
--
-- The helpers admin_save_bulletin shares keep their signatures, and what a bulletin's save did
-- still holds; two rules of the slug history change for both kinds:
--   * Nothing deletes a row of the slug history while its entry exists. The save used to delete
--     the rows of the slugs an entry answers at after the save, whichever entry they led to: an
--     entry taking back its old slug (a revision restored) lost that slug's redirect, and when it
--     later moved away while it was a draft the shared link became a permanent 404; a draft that
--     took another entry's old slug deleted a redirect visitors still followed. A current slug
--     wins anyway (pages read get_entry before resolve_entry_slug), so a row under it waits,
--     unused, until the slug is free again. The admins' delete privilege goes too.
--   * A slug that changes on a live entry goes into the history, as before, and so does one an
--     entry answered at while it was live, once: a live entry unpublished, moved to another slug
--     as a draft and published again kept no redirect for the link visitors had. A slug that
--     was never live (a draft's, a scheduled entry's) still leaves nothing.
--
-- And one rule of the date: a published entry saved with no date keeps the date it has; one
-- published now for the first time gets now (the form sends no date unless the admin typed one).

-- The version every update moves on ------------------------------------------------------------

-- Two editors saving the same entry: each save names the version it started from, and every
-- update (through the functions or not) moves the version on, so the later save is refused.
-- (The trigger entries_bump_version, created with the function in 20261124000100, calls it.)
create or replace function public.bump_entry_version() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  new.version := old.version + 1;
  return new;
end;
$$;

/**
 * Locks the entry `p_id` for a save or delete and answers it; raises stale_version when it is
 * gone or when `p_version` is not its current version (somebody saved since the editor loaded it).
 */
create or replace function public.lock_entry_version(p_id uuid, p_version integer)
  returns public.entries
  language plpgsql volatile set search_path = ''
as $$
declare
  v_entry public.entries;
begin
  select * into v_entry from public.entries where id = p_id for update;
  if not found or p_version is null or v_entry.version <> p_version then
    raise exception 'stale_version' using errcode = 'P0001';
  end if;
  return v_entry;
end;
$$;

-- Slugs -----------------------------------------------------------------------------------------

/**
 * Raises slug_taken_es / slug_taken_en when another entry's current slug is the one `p_id` would
 * answer at. Spanish pages answer at slug_es; English pages at slug_en, or at slug_es when there
 * is no English version (the unique indexes of 20261122000100 say the same), so an untranslated
 * entry's Spanish slug is also checked against every English slug, and reported as Spanish:
 * that is the field the editor typed. Another entry's old slug is free to take: the current slug
 * wins, and the old one's row stays in the history.
 */
create or replace function public.check_entry_slugs(p_id uuid, p_slug_es text, p_slug_en text)
  returns void
  language plpgsql stable set search_path = ''
as $$
begin
  if exists (select 1 from public.entries e
              where e.slug_es = p_slug_es and e.id is distinct from p_id) then
    raise exception 'slug_taken_es' using errcode = 'P0001';
  end if;
  if exists (select 1 from public.entries e
              where coalesce(e.slug_en, e.slug_es) = coalesce(p_slug_en, p_slug_es)
                and e.id is distinct from p_id) then
    raise exception '%', case when p_slug_en is null then 'slug_taken_es' else 'slug_taken_en' end
      using errcode = 'P0001';
  end if;
end;
$$;

/** Maps a unique violation of the entries' indexes, raised by a concurrent save, to its code. */
create or replace function public.raise_entry_conflict(p_constraint text, p_has_en boolean)
  returns void
  language plpgsql immutable set search_path = ''
as $$
begin
  raise exception '%', case p_constraint
      when 'entries_slug_es_key' then 'slug_taken_es'
      when 'entries_slug_en_key' then case when p_has_en then 'slug_taken_en' else 'slug_taken_es' end
      when 'entries_bulletin_month_key' then 'month_taken'
      else 'conflict' end
    using errcode = 'P0001';
end;
$$;

/**
 * Whether the entry answered visitors at `p_slug` in `p_locale` at some time: a saved version of
 * it was published at that slug with a date that came before the next save (or before now, for
 * the latest). Read from its revisions, one per save; an English page answers at slug_es when
 * there is no English version.
 */
create or replace function public.entry_was_live_at(p_entry_id uuid, p_locale text, p_slug text)
  returns boolean
  language sql stable set search_path = ''
as $$
  select exists (
    select 1
      from (select r.snapshot, lead(r.saved_at) over (order by r.version) as until
              from public.entry_revisions as r
             where r.entry_id = p_entry_id) as v
     where v.snapshot ->> 'status' = 'published'
       and (v.snapshot ->> 'published_at')::timestamptz <= coalesce(v.until, now())
       and p_slug = case when p_locale = 'es' then v.snapshot ->> 'slug_es'
                         else coalesce(v.snapshot ->> 'slug_en', v.snapshot ->> 'slug_es') end);
$$;

/**
 * After a save: each slug the entry answered at before and no longer does goes into the history
 * of its language when a link to it may have been shared: the entry was live before this save
 * (it then takes over a row another entry holds: its own page was the one visitors found there
 * last), or it was live at that slug once (then a row another entry holds stays as it is). A
 * draft's or a scheduled entry's slug that was never live leaves nothing. Deletes nothing.
 */
create or replace function public.retire_entry_slugs(p_old public.entries, p_new public.entries)
  returns void
  language plpgsql volatile set search_path = ''
as $$
declare
  v_live boolean := coalesce(p_old.status = 'published' and p_old.published_at <= now(), false);
  v_old_slugs text[] := array[p_old.slug_es, coalesce(p_old.slug_en, p_old.slug_es)];
  v_new_slugs text[] := array[p_new.slug_es, coalesce(p_new.slug_en, p_new.slug_es)];
  v_locales text[] := array['es', 'en'];
begin
  if p_old.id is null then
    return;
  end if;
  for i in 1..2 loop
    continue when v_old_slugs[i] = v_new_slugs[i];
    if v_live then
      insert into public.entry_slugs (locale, slug, entry_id)
      values (v_locales[i], v_old_slugs[i], p_new.id)
      on conflict (locale, slug) do update set entry_id = excluded.entry_id, retired_at = now();
    elsif public.entry_was_live_at(p_old.id, v_locales[i], v_old_slugs[i]) then
      insert into public.entry_slugs (locale, slug, entry_id)
      values (v_locales[i], v_old_slugs[i], p_new.id)
      on conflict (locale, slug) do nothing;
    end if;
  end loop;
end;
$$;

-- The history's rows are never deleted by the API, and never re-pointed at another slug: the
-- save above only adds rows and moves one to the entry that last answered at its slug. A row
-- goes only with its entry (the foreign key's cascade, which runs as the table's owner).
drop policy "Admins remove old slugs" on public.entry_slugs;
revoke delete, update on public.entry_slugs from authenticated;
grant update (entry_id, retired_at) on public.entry_slugs to authenticated;

-- Revisions and the answer ------------------------------------------------------------------------

/**
 * An entry in the shape the editors load it (the columns in snake_case, the names of
 * admin_save_entry's arguments without p_; a bulletin's as admin_save_bulletin's p_bulletin),
 * with its kind: what a revision stores and what admin_get_entry answers.
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
          from public.bulletin_items as bi where bi.bulletin_id = e.id), '[]'::jsonb),
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

/**
 * Stores a revision of the entry as it is now (after a save), with the caller as its author.
 * Security definer because nobody may write revisions directly; it takes the snapshot itself
 * from the row, so calling it can only record the truth, once per version.
 */
create or replace function public.record_entry_revision(p_entry_id uuid) returns void
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform public.require_admin();
  insert into public.entry_revisions (entry_id, version, saved_by, saved_by_email, snapshot)
  select e.id, e.version, (select auth.uid()), nullif((select auth.jwt() ->> 'email'), ''),
         public.entry_snapshot(e)
    from public.entries as e
   where e.id = p_entry_id
  on conflict (entry_id, version) do nothing;
end;
$$;

/**
 * What a save answers: the entry's slugs and publication date now (the date the save settled,
 * for the form to show), and its slugs before (null when new).
 */
create or replace function public.saved_entry(p_old public.entries, p_new public.entries)
  returns jsonb
  language sql immutable set search_path = ''
as $$
  select jsonb_build_object(
    'id', p_new.id,
    'version', p_new.version,
    'slug_es', p_new.slug_es,
    'slug_en', p_new.slug_en,
    'published_at', p_new.published_at,
    'old_slugs', jsonb_build_object('es', p_old.slug_es, 'en', p_old.slug_en)
  );
$$;

-- The save ----------------------------------------------------------------------------------------

/**
 * Creates (p_id and p_version null) or updates a publication or blog post, from the editor's
 * fields as named arguments, p_<snake> of each field of the form's schema
 * (lib/admin/entries/schema.ts). Text arguments are trimmed, and empty is null; the English ones
 * are ignored when there is no English title (no English version). Runs as its caller (security
 * invoker): refuses a non-admin (42501), writes publications and blog posts only, locks the entry
 * at the version the editor loaded (stale_version), refuses a category that does not exist
 * (unknown_category), checks both slugs (slug_taken_es / slug_taken_en, also when a concurrent
 * save takes one first), keeps the slug history and stores a revision.
 *
 * The date: the one given; else, for an entry published already, the date it has; else, when it
 * is published now, now. A draft keeps whatever date it is given (none unless the admin typed one).
 * Answers {id, version, slug_es, slug_en, published_at, old_slugs: {es, en}}.
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
begin
  perform public.require_admin();
  if coalesce(p_kind, '') not in ('publication', 'blog') then
    raise exception 'admin_save_entry writes publications and blog posts only'
      using errcode = '22023';
  end if;
  v_kind := p_kind::public.entry_kind;
  v_status := coalesce(nullif(btrim(p_status), ''), 'draft')::public.entry_status;

  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind = 'bulletin' then
      raise exception 'a bulletin is saved with admin_save_bulletin' using errcode = '22023';
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

-- Grants ------------------------------------------------------------------------------------------
-- `create or replace` keeps each function's privileges; they are said again here so this file
-- reads whole. Functions are executable by PUBLIC by default: revoked, then granted to the
-- admins' role (a visitor's call is refused by Postgres itself, a signed-in non-admin's by
-- require_admin(); the helpers run as the caller of the save, so they need the same grant).

revoke execute on function
  public.bump_entry_version(),
  public.lock_entry_version(uuid, integer),
  public.check_entry_slugs(uuid, text, text),
  public.raise_entry_conflict(text, boolean),
  public.entry_was_live_at(uuid, text, text),
  public.retire_entry_slugs(public.entries, public.entries),
  public.entry_snapshot(public.entries),
  public.record_entry_revision(uuid),
  public.saved_entry(public.entries, public.entries),
  public.admin_save_entry(
    uuid, integer, text, text, text, text, timestamptz,
    text, text, text, text, text, text, text, text, text, text, text, text)
from public;

grant execute on function
  public.lock_entry_version(uuid, integer),
  public.check_entry_slugs(uuid, text, text),
  public.raise_entry_conflict(text, boolean),
  public.entry_was_live_at(uuid, text, text),
  public.retire_entry_slugs(public.entries, public.entries),
  public.entry_snapshot(public.entries),
  public.record_entry_revision(uuid),
  public.saved_entry(public.entries, public.entries),
  public.admin_save_entry(
    uuid, integer, text, text, text, text, timestamptz,
    text, text, text, text, text, text, text, text, text, text, text, text)
to authenticated;
