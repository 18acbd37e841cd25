-- The admin's lists that a coordinator filters and sorts, and the bulletin editor's item
-- search: both read in SQL under the caller's row-level security, as every admin read does.

/** An entry as a row of the admin's lists and dashboard, with what the lists' columns show. */
create or replace function public.admin_entry_row(e public.entries) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'kind', e.kind,
    'status', e.status,
    'title_es', e.title_es,
    'title_en', e.title_en,
    'has_en', e.title_en is not null,
    'published_at', e.published_at,
    'updated_at', e.updated_at,
    'scheduled', e.status = 'published' and e.published_at > now(),
    'category_id', e.category_id,
    'author_id', e.author_id,
    'issue_month', e.issue_month
  );
$$;

drop function public.admin_list_entries(text, text, integer);

/**
 * One kind's entries for the admin's list, matching the title search `p_query` (either language,
 * accents and case ignored) and the filters that are set: p_status 'draft', 'published' (visible
 * now) or 'scheduled' (published with a date to come), as the dashboard counts them; a category;
 * an author (a team id); p_untranslated, only those without an English version. p_sort 'updated'
 * (newest change first), 'newest' or 'oldest' (by publication date, a bulletin by its month;
 * undated drafts last); by default a bulletin list by month, newest first, the others by change.
 * An unknown status or sort is refused (22023): the app parses its URL before asking.
 */
create function public.admin_list_entries(
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
  v_sort text := coalesce(p_sort, case when p_kind = 'bulletin' then 'newest' else 'updated' end);
begin
  perform public.require_admin();
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
create function public.admin_list_bulletin_items(p_query text default '', p_month date default null)
  returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
declare
  v_query text := extensions.unaccent(lower(btrim(coalesce(p_query, ''))));
  v_from timestamptz := (p_month::timestamp + interval '5 hours') at time zone 'UTC';
  v_to timestamptz := ((p_month + interval '1 month')::timestamp + interval '5 hours') at time zone 'UTC';
begin
  perform public.require_admin();
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

-- Grants ----------------------------------------------------------------------------------------
-- As in 20261124000100: revoke PUBLIC's default, grant the admins' role (a visitor's call is
-- refused by Postgres itself, a signed-in non-admin's by require_admin()). The replaced
-- admin_entry_row keeps its grants.
revoke execute on function
  public.admin_list_entries(text, text, integer, text, text, text, boolean, text),
  public.admin_list_bulletin_items(text, date)
from public;
grant execute on function
  public.admin_list_entries(text, text, integer, text, text, text, boolean, text),
  public.admin_list_bulletin_items(text, date)
to authenticated;
