-- The staff functions under roles, re-created from their latest definitions (admin_save_bulletin
-- from 20261127000150_bulletin_pdfs.sql, admin_get_entry from
-- 20261124000100_editors.sql, admin_list_entries and admin_list_bulletin_items from
-- 20261127000410_admin_lists.sql) with their bodies unchanged but for the caller's check: each asks
-- require_permission() for its action of the permission table instead of require_admin(), and the
-- reads narrow an author's view to the entries they created (editors and admins see all).
-- admin_delete_entry moves to the trash, under require_permission('entries.delete')
-- (20261128000400_trash.sql).

/**
 * Creates (p_id and p_version null) or updates a monthly bulletin. p_issue_month is the first day
 * of its month; p_pdf_path_es and p_pdf_path_en its PDFs (null for none); p_item_ids the
 * publications and blog posts it gathers, in order (a jsonb array of uuids). Text arguments are
 * trimmed, and empty is null; the English texts are ignored without an English title. Refuses
 * month_taken (another bulletin has the month) and bad_items (an item that is not a publication
 * or blog post, or is listed twice). The bulletin's body is not the editor's to change. Answers
 * as admin_save_entry.
 */
create or replace function public.admin_save_bulletin(
  p_id uuid,
  p_version integer,
  p_issue_month date,
  p_status text,
  p_published_at timestamptz,
  p_title_es text,
  p_slug_es text,
  p_summary_es text,
  p_title_en text,
  p_slug_en text,
  p_summary_en text,
  p_pdf_path_es text,
  p_pdf_path_en text,
  p_item_ids jsonb
) returns jsonb
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_old public.entries;
  v_new public.entries;
  v_status public.entry_status;
  v_published_at timestamptz := p_published_at;
  v_has_en boolean := nullif(btrim(p_title_en), '') is not null;
  v_slug_es text := nullif(btrim(p_slug_es), '');
  v_slug_en text := case when v_has_en then nullif(btrim(p_slug_en), '') end;
  v_pdf_es text := nullif(btrim(p_pdf_path_es), '');
  v_pdf_en text := nullif(btrim(p_pdf_path_en), '');
  v_items text[];
  v_item_ids uuid[];
  v_constraint text;
begin
  perform public.require_permission('bulletins.edit');
  v_status := coalesce(nullif(btrim(p_status), ''), 'draft')::public.entry_status;
  if p_issue_month is null or p_issue_month <> date_trunc('month', p_issue_month)::date then
    raise exception 'issue_month must be the first day of a month' using errcode = '22023';
  end if;
  if v_status = 'published' then
    v_published_at := coalesce(v_published_at, now());
  end if;

  -- Items: uuids of distinct publications or blog posts (drafts too: a bulletin may be prepared
  -- before its items are out; visitors see only the visible ones).
  if jsonb_typeof(coalesce(p_item_ids, '[]'::jsonb)) <> 'array' then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;
  select coalesce(array_agg(value order by n), '{}') into v_items
    from jsonb_array_elements_text(coalesce(p_item_ids, '[]'::jsonb)) with ordinality as t(value, n);
  if cardinality(v_items) > 100
     or exists (select 1 from unnest(v_items) as i
                 where i !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;
  v_item_ids := v_items::uuid[];
  if (select count(distinct i) from unnest(v_item_ids) as i) <> cardinality(v_item_ids)
     or (select count(*) from public.entries e
          where e.id = any (v_item_ids) and e.kind in ('publication', 'blog')) <> cardinality(v_item_ids) then
    raise exception 'bad_items' using errcode = 'P0001';
  end if;

  if p_id is not null then
    v_old := public.lock_entry_version(p_id, p_version);
    if v_old.kind <> 'bulletin' then
      raise exception 'only a bulletin is saved with admin_save_bulletin' using errcode = '22023';
    end if;
  elsif p_version is not null then
    raise exception 'a new entry has no version' using errcode = '22023';
  end if;
  if exists (select 1 from public.entries e
              where e.kind = 'bulletin' and e.issue_month = p_issue_month and e.id is distinct from p_id) then
    raise exception 'month_taken' using errcode = 'P0001';
  end if;
  perform public.check_entry_slugs(p_id, v_slug_es, v_slug_en);

  begin
    if p_id is null then
      insert into public.entries (
        kind, status, published_at, issue_month, pdf_path, pdf_path_en,
        title_es, slug_es, summary_es, title_en, slug_en, summary_en)
      values (
        'bulletin', v_status, v_published_at, p_issue_month, v_pdf_es, v_pdf_en,
        nullif(btrim(p_title_es), ''), v_slug_es, nullif(btrim(p_summary_es), ''),
        case when v_has_en then nullif(btrim(p_title_en), '') end, v_slug_en,
        case when v_has_en then nullif(btrim(p_summary_en), '') end)
      returning * into v_new;
    else
      update public.entries set
        status = v_status, published_at = v_published_at, issue_month = p_issue_month,
        pdf_path = v_pdf_es, pdf_path_en = v_pdf_en,
        title_es = nullif(btrim(p_title_es), ''), slug_es = v_slug_es,
        summary_es = nullif(btrim(p_summary_es), ''),
        title_en = case when v_has_en then nullif(btrim(p_title_en), '') end,
        slug_en = v_slug_en,
        summary_en = case when v_has_en then nullif(btrim(p_summary_en), '') end,
        -- A bulletin that loses its English version loses its English body with it.
        body_en = case when v_has_en then body_en end
       where id = p_id
      returning * into v_new;
    end if;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    perform public.raise_entry_conflict(v_constraint, v_has_en);
  end;

  delete from public.bulletin_items where bulletin_id = v_new.id;
  insert into public.bulletin_items (bulletin_id, entry_id, position)
  select v_new.id, i.id, i.n from unnest(v_item_ids) with ordinality as i(id, n);

  perform public.retire_entry_slugs(v_old, v_new);
  perform public.record_entry_revision(v_new.id);
  return public.saved_entry(v_old, v_new);
end;
$$;

/**
 * One entry as its editor loads it (the save shape plus id, kind, version and dates), or null;
 * an author gets only the entries they created.
 */
create or replace function public.admin_get_entry(p_id uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_all boolean := public.staff_may('entries.publish');
begin
  perform public.require_permission('entries.draft');
  return (
    select shape.s || jsonb_build_object(
             'id', e.id, 'created_at', e.created_at, 'updated_at', e.updated_at,
             'item_ids', shape.s -> 'item_ids')
      from public.entries as e
      cross join lateral (select public.entry_snapshot(e) as s) as shape
     where e.id = p_id and (v_all or e.created_by = (select auth.uid())));
end;
$$;

/**
 * One kind's entries for the admin's list, matching the title search `p_query` (either language,
 * accents and case ignored) and the filters that are set: p_status 'draft', 'published' (visible
 * now) or 'scheduled' (published with a date to come), as the dashboard counts them; a category;
 * an author (a team id); p_untranslated, only those without an English version. p_sort 'updated'
 * (newest change first), 'newest' or 'oldest' (by publication date, a bulletin by its month;
 * undated drafts last); by default a bulletin list by month, newest first, the others by change.
 * An unknown status or sort is refused (22023): the app parses its URL before asking.
 */
create or replace function public.admin_list_entries(
  p_kind text,
  p_query text default '',
  p_limit integer default 100,
  p_status text default null,
  p_category_id text default null,
  p_author_id text default null,
  p_untranslated boolean default false,
  p_sort text default null
) returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_query text := extensions.unaccent(lower(btrim(coalesce(p_query, ''))));
  v_all boolean := public.staff_may('entries.publish');
  v_sort text := coalesce(p_sort, case when p_kind = 'bulletin' then 'newest' else 'updated' end);
begin
  perform public.require_permission('entries.draft');
  if p_status is not null and p_status not in ('draft', 'published', 'scheduled')
     or v_sort not in ('updated', 'newest', 'oldest') then
    raise exception 'unknown status or sort' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(public.admin_entry_row(listed.e) order by listed.n), '[]'::jsonb)
      from (
        select e, row_number() over (
                 order by
                   case when v_sort = 'newest' then coalesce(e.issue_month::timestamptz, e.published_at) end
                     desc nulls last,
                   case when v_sort = 'oldest' then coalesce(e.issue_month::timestamptz, e.published_at) end
                     asc nulls last,
                   e.updated_at desc, e.id) as n
          from public.entries as e
         where (p_kind is null or e.kind::text = p_kind)
           and (v_all or e.created_by = (select auth.uid()))
           and (v_query = ''
                or strpos(extensions.unaccent(lower(e.title_es)), v_query) > 0
                or strpos(extensions.unaccent(lower(coalesce(e.title_en, ''))), v_query) > 0)
           and (p_status is null
                or (p_status = 'draft' and e.status = 'draft')
                or (p_status = 'published' and e.status = 'published' and e.published_at <= now())
                or (p_status = 'scheduled' and e.status = 'published' and e.published_at > now()))
           and (p_category_id is null or e.category_id = p_category_id)
           and (p_author_id is null or e.author_id = p_author_id)
           and (not coalesce(p_untranslated, false) or e.title_en is null)
         order by n
         limit least(greatest(coalesce(p_limit, 100), 1), 500)
      ) as listed);
end;
$$;

/**
 * The bulletin editor's choices: published publications and blog posts (scheduled ones too, with
 * their date). With p_month (the first day of a month), every one published in that month in the
 * firm's time (Bogotá, UTC−5 all year), oldest first; else those whose title matches p_query,
 * newest first, at most 25.
 */
create or replace function public.admin_list_bulletin_items(p_query text default '', p_month date default null)
  returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_query text := extensions.unaccent(lower(btrim(coalesce(p_query, ''))));
  v_from timestamptz := (p_month::timestamp + interval '5 hours') at time zone 'UTC';
  v_to timestamptz := ((p_month + interval '1 month')::timestamp + interval '5 hours') at time zone 'UTC';
begin
  perform public.require_permission('bulletins.edit');
  if p_month is not null and p_month <> date_trunc('month', p_month)::date then
    raise exception 'p_month must be the first day of a month' using errcode = '22023';
  end if;
  return (
    select coalesce(jsonb_agg(public.admin_entry_row(found.e) order by found.n), '[]'::jsonb)
      from (
        select e, row_number() over (
                 order by
                   case when p_month is not null then e.published_at end asc,
                   case when p_month is null then e.published_at end desc,
                   e.id) as n
          from public.entries as e
         where e.kind in ('publication', 'blog') and e.status = 'published'
           and (p_month is null or (e.published_at >= v_from and e.published_at < v_to))
           and (v_query = ''
                or strpos(extensions.unaccent(lower(e.title_es)), v_query) > 0
                or strpos(extensions.unaccent(lower(coalesce(e.title_en, ''))), v_query) > 0)
         order by n
         limit case when p_month is null then 25 else 100 end
      ) as found);
end;
$$;

-- Grants ------------------------------------------------------------------------------------------
-- `create or replace` keeps them; said again so this file reads whole. A visitor's call is refused
-- by Postgres itself, a signed-in account without the action by require_permission().
revoke execute on function
  public.admin_save_bulletin(
    uuid, integer, date, text, timestamptz, text, text, text, text, text, text, text, text, jsonb),
  public.admin_get_entry(uuid),
  public.admin_list_entries(text, text, integer, text, text, text, boolean, text),
  public.admin_list_bulletin_items(text, date)
from public;
grant execute on function
  public.admin_save_bulletin(
    uuid, integer, date, text, timestamptz, text, text, text, text, text, text, text, text, jsonb),
  public.admin_get_entry(uuid),
  public.admin_list_entries(text, text, integer, text, text, text, boolean, text),
  public.admin_list_bulletin_items(text, date)
to authenticated;
