-- The reads the site makes, as SQL functions both backends call (.rpc() on Supabase, a query
-- on the embedded store). They run as the caller (security invoker), so the entries policies
-- decide what each visitor sees.

/** An entry as a card in `p_locale`: Spanish text stands in where the English is missing. */
create function public.entry_card(e public.entries, p_locale text) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id,
    'kind', e.kind,
    'category_id', e.category_id,
    'slug', case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end,
    'title', case when p_locale = 'en' then coalesce(e.title_en, e.title_es) else e.title_es end,
    'summary', case when p_locale = 'en' then coalesce(e.summary_en, e.summary_es) else e.summary_es end,
    'translated', p_locale <> 'en' or e.title_en is not null,
    'author_name', e.author_name,
    'issue_month', e.issue_month,
    'published_at', e.published_at,
    'updated_at', e.updated_at
  );
$$;

/**
 * Full-text search over publications and blog posts in the visitor's language: accent-insensitive,
 * every word matched as a prefix ("aduana" finds "aduanero"), ranked, with category and type
 * filters, counts per category and per type, and one page of results.
 * Only letters and digits of `p_query` reach the text-search parser; every other character is a
 * word separator, so no fragment of the query can change the statement.
 */
create function public.search_entries(
  p_locale text,
  p_query text default '',
  p_categories text[] default '{}',
  p_kinds text[] default '{}',
  p_limit integer default 10,
  p_offset integer default 0
) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_en boolean := p_locale = 'en';
  v_config regconfig := case when p_locale = 'en' then 'public.en_unaccent'::regconfig
                             else 'public.es_unaccent'::regconfig end;
  v_kinds public.entry_kind[];
  v_categories text[] := coalesce(p_categories, '{}');
  v_words text[];
  v_query tsquery;
  v_limit integer := least(greatest(coalesce(p_limit, 10), 1), 50);
  v_offset integer := least(greatest(coalesce(p_offset, 0), 0), 100000);
  v_result jsonb;
begin
  select coalesce(array_agg(k::public.entry_kind), array['publication', 'blog']::public.entry_kind[])
    into v_kinds
    from unnest(coalesce(p_kinds, '{}')) as k
   where k in ('publication', 'blog');

  select array_agg(word) into v_words
    from (
      select word
        from regexp_split_to_table(
               extensions.unaccent(lower(left(coalesce(p_query, ''), 200))), '[^a-z0-9]+') as word
       where word <> ''
       limit 12
    ) as words;
  if v_words is not null then
    v_query := to_tsquery(v_config, array_to_string(array(select w || ':*' from unnest(v_words) as w), ' & '));
    if numnode(v_query) = 0 then
      v_query := null; -- only stop words: no text filter
    end if;
  end if;

  with base as (
    select e,
           case when v_query is null then 0::real
                else ts_rank_cd(case when v_en then e.search_en else e.search_es end, v_query) end as rank
      from public.entries as e
     where e.kind = any (array['publication', 'blog']::public.entry_kind[])
       and (v_query is null or (case when v_en then e.search_en else e.search_es end) @@ v_query)
  ),
  filtered as (
    select * from base
     where (e).kind = any (v_kinds)
       and (cardinality(v_categories) = 0 or (e).category_id = any (v_categories))
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'by_category', coalesce((
      select jsonb_object_agg(category_id, n) from (
        select (e).category_id as category_id, count(*) as n from base
         where (e).kind = any (v_kinds) group by 1) as c), '{}'::jsonb),
    'by_kind', coalesce((
      select jsonb_object_agg(kind, n) from (
        select (e).kind as kind, count(*) as n from base
         where cardinality(v_categories) = 0 or (e).category_id = any (v_categories) group by 1) as k),
      '{}'::jsonb),
    'items', coalesce((
      select jsonb_agg(public.entry_card(page.e, p_locale) order by page.rank desc, (page.e).published_at desc, (page.e).id)
        from (select * from filtered
               order by rank desc, (e).published_at desc, (e).id
               limit v_limit offset v_offset) as page), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

/** One entry by its slug in `p_locale`, with its category and, for a bulletin, its items in order. */
create function public.get_entry(p_locale text, p_slug text) returns jsonb
  language sql stable set search_path = ''
as $$
  select public.entry_card(e, p_locale) || jsonb_build_object(
    'body', case when p_locale = 'en' then coalesce(e.body_en, e.body_es) else e.body_es end,
    'slug_es', e.slug_es,
    'slug_en', e.slug_en,
    'category', case when c.id is null then null
                     else jsonb_build_object('id', c.id, 'label_es', c.label_es, 'label_en', c.label_en) end,
    'cover_image_path', e.cover_image_path,
    'pdf_path', e.pdf_path,
    'items', coalesce((
      select jsonb_agg(public.entry_card(item, p_locale) order by bi.position)
        from public.bulletin_items as bi
        join public.entries as item on item.id = bi.entry_id
       where bi.bulletin_id = e.id), '[]'::jsonb)
  )
    from public.entries as e
    left join public.categories as c on c.id = e.category_id
   where case when p_locale = 'en' then coalesce(e.slug_en, e.slug_es) else e.slug_es end = p_slug
   limit 1;
$$;

/** The newest entries of the given kinds (all but bulletins when empty). */
create function public.list_latest_entries(p_locale text, p_kinds text[] default '{}', p_limit integer default 3)
  returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(public.entry_card(latest.e, p_locale) order by (latest.e).published_at desc), '[]'::jsonb)
    from (
      select e from public.entries as e
       where e.kind::text = any (case when cardinality(coalesce(p_kinds, '{}')) = 0
                                      then array['publication', 'blog'] else p_kinds end)
       order by e.published_at desc, e.id
       limit least(greatest(coalesce(p_limit, 3), 1), 50)
    ) as latest;
$$;

/** Entries related to `p_id`: same category first, then the newest others. */
create function public.list_related_entries(p_id uuid, p_locale text, p_limit integer default 3)
  returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(public.entry_card(r.e, p_locale) order by r.same desc, (r.e).published_at desc), '[]'::jsonb)
    from (
      select e, (e.category_id is not distinct from src.category_id) as same
        from public.entries as e
        cross join (select category_id from public.entries where id = p_id) as src
       where e.id <> p_id and e.kind in ('publication', 'blog')
       order by same desc, e.published_at desc, e.id
       limit least(greatest(coalesce(p_limit, 3), 1), 12)
    ) as r;
$$;

/** Every visible entry's slugs and last change, for /sitemap.xml. */
create function public.list_sitemap_entries() returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'slug_es', e.slug_es, 'slug_en', e.slug_en, 'updated_at', greatest(e.updated_at, e.published_at))
         order by e.published_at desc), '[]'::jsonb)
    from public.entries as e;
$$;

revoke execute on function public.entry_card(public.entries, text) from public;
revoke execute on function public.search_entries(text, text, text[], text[], integer, integer) from public;
revoke execute on function public.get_entry(text, text) from public;
revoke execute on function public.list_latest_entries(text, text[], integer) from public;
revoke execute on function public.list_related_entries(uuid, text, integer) from public;
revoke execute on function public.list_sitemap_entries() from public;
grant execute on function public.entry_card(public.entries, text) to anon, authenticated;
grant execute on function public.search_entries(text, text, text[], text[], integer, integer) to anon, authenticated;
grant execute on function public.get_entry(text, text) to anon, authenticated;
grant execute on function public.list_latest_entries(text, text[], integer) to anon, authenticated;
grant execute on function public.list_related_entries(uuid, text, integer) to anon, authenticated;
grant execute on function public.list_sitemap_entries() to anon, authenticated;
