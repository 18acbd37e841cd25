-- A bulletin's PDF per language, and admin_save_bulletin with named arguments.
--
-- PDFs: `pdf_path` stays the Spanish PDF and `pdf_path_en` holds the English one, each optional.
-- Both keep the content-addressed names of lib/bulletins/pdf.ts; a name already carries its
-- language, so a bulletin whose one PDF was in English moves it to the new column.
--
-- admin_save_bulletin takes the editor's fields as named arguments, p_<snake> of the form's
-- fields (lib/admin/bulletins/schema.ts), jsonb only for the list of items, as admin_save_entry
-- does since 20261126000100. Its checks, its lock on the version, its revision and its grants
-- are those of 20261124000100_editors.sql.

alter table public.entries
  add column pdf_path_en text check (length(pdf_path_en) <= 300),
  -- Only a bulletin has PDFs (the Spanish column predates this rule and keeps its own check).
  add constraint entries_pdf_en_bulletin_only check (pdf_path_en is null or kind = 'bulletin');

update public.entries
   set pdf_path_en = pdf_path, pdf_path = null
 where kind = 'bulletin' and split_part(pdf_path, '?', 1) like '%-en.pdf';

/** An entry in the shape the editors hold it (see 20261124000100), now with the English PDF. */
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

/** One entry by its slug in `p_locale` (see 20261124000100), now with the English PDF. */
create or replace function public.get_entry(p_locale text, p_slug text) returns jsonb
  language sql stable set search_path = ''
as $$
  select public.entry_card(e, p_locale) || jsonb_build_object(
    'body', case when p_locale = 'en' then coalesce(e.body_en, e.body_es) else e.body_es end,
    'slug_es', e.slug_es,
    'slug_en', e.slug_en,
    'seo_title', case when p_locale = 'en' and e.title_en is not null then e.seo_title_en else e.seo_title_es end,
    'seo_description', case when p_locale = 'en' and e.title_en is not null then e.seo_description_en
                            else e.seo_description_es end,
    'category', case when c.id is null then null
                     else jsonb_build_object('id', c.id, 'label_es', c.label_es, 'label_en', c.label_en) end,
    'cover_image_path', e.cover_image_path,
    'pdf_path', e.pdf_path,
    'pdf_path_en', e.pdf_path_en,
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

drop function public.admin_save_bulletin(uuid, integer, jsonb);

/**
 * Creates (p_id and p_version null) or updates a monthly bulletin. p_issue_month is the first day
 * of its month; p_pdf_path_es and p_pdf_path_en its PDFs (null for none); p_item_ids the
 * publications and blog posts it gathers, in order (a jsonb array of uuids). Text arguments are
 * trimmed, and empty is null; the English texts are ignored without an English title. Refuses
 * month_taken (another bulletin has the month) and bad_items (an item that is not a publication
 * or blog post, or is listed twice). The bulletin's body is not the editor's to change. Answers
 * as admin_save_entry.
 */
create function public.admin_save_bulletin(
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
  perform public.require_admin();
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

-- Grants ----------------------------------------------------------------------------------------
-- As in 20261124000100: revoke PUBLIC's default, grant the admins' role (a visitor's call is
-- refused by Postgres itself, a signed-in non-admin's by require_admin()). The replaced
-- entry_snapshot and get_entry keep their grants.
revoke execute on function public.admin_save_bulletin(
  uuid, integer, date, text, timestamptz, text, text, text, text, text, text, text, text, jsonb)
from public;
grant execute on function public.admin_save_bulletin(
  uuid, integer, date, text, timestamptz, text, text, text, text, text, text, text, text, jsonb)
to authenticated;
