-- The staff functions under roles, continued (see 20261128000320): admin_dashboard and
-- admin_list_revisions from 20261124000100_editors.sql, the category functions from
-- 20261127000300_category_rules.sql, re-created with the permission table's check instead of
-- require_admin(); an author's dashboard and revisions cover the entries they created.

/**
 * The dashboard: per kind, how many are published (visible now), drafts and scheduled; entries
 * with no English version; the latest changes.
 */
create or replace function public.admin_dashboard() returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_all boolean := public.staff_may('entries.publish');
begin
  perform public.require_permission('entries.draft');
  return jsonb_build_object(
    'counts', (
      select jsonb_object_agg(per_kind.kind, per_kind.counts)
        from (
          select k.kind, jsonb_build_object(
                   'published', count(e.id) filter (where e.status = 'published' and e.published_at <= now()),
                   'drafts', count(e.id) filter (where e.status = 'draft'),
                   'scheduled', count(e.id) filter (where e.status = 'published' and e.published_at > now())
                 ) as counts
            from unnest(enum_range(null::public.entry_kind)) as k(kind)
            left join public.entries as e on e.kind = k.kind and (v_all or e.created_by = (select auth.uid()))
           group by k.kind
        ) as per_kind),
    'untranslated', (
      select coalesce(jsonb_agg(public.admin_entry_row(u.e) order by (u.e).updated_at desc, (u.e).id), '[]'::jsonb)
        from (select e from public.entries as e where e.title_en is null and (v_all or e.created_by = (select auth.uid()))
               order by e.updated_at desc, e.id limit 20) as u),
    'latest', (
      select coalesce(jsonb_agg(public.admin_entry_row(l.e) order by (l.e).updated_at desc, (l.e).id), '[]'::jsonb)
        from (select e from public.entries as e where (v_all or e.created_by = (select auth.uid()))
               order by e.updated_at desc, e.id limit 10) as l)
  );
end;
$$;

/** An entry's revisions, newest first. */
create or replace function public.admin_list_revisions(p_entry_id uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_all boolean := public.staff_may('entries.publish');
begin
  perform public.require_permission('entries.draft');
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', r.id, 'version', r.version, 'saved_at', r.saved_at,
             'saved_by_email', r.saved_by_email, 'snapshot', r.snapshot)
           order by r.version desc), '[]'::jsonb)
      from public.entry_revisions as r
      join public.entries as e on e.id = r.entry_id
     where r.entry_id = p_entry_id and (v_all or e.created_by = (select auth.uid())));
end;
$$;

/**
 * Adds a category or renames one (see 20261124000100), now refusing a name another category has
 * in the same language, compared by category_name_key: category_name_taken_es or _en, the id's
 * category_taken as before. Adding a category under a merged one's old identifier ends its
 * redirect.
 */
create or replace function public.admin_save_category(p_id text, p_label_es text, p_label_en text, p_create boolean)
  returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_category public.categories;
  v_constraint text;
begin
  perform public.require_permission('categories.edit');
  begin
    if p_create then
      insert into public.categories (id, label_es, label_en, position)
      values (p_id, btrim(p_label_es), btrim(p_label_en),
              (select coalesce(max(position), 0) + 1 from public.categories))
      returning * into v_category;
      delete from public.category_redirects where from_id = p_id;
    else
      update public.categories set label_es = btrim(p_label_es), label_en = btrim(p_label_en)
       where id = p_id
      returning * into v_category;
      if not found then
        raise exception 'no category %', p_id using errcode = 'P0002';
      end if;
    end if;
  exception when unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    raise exception '%', case v_constraint
      when 'categories_label_es_key' then 'category_name_taken_es'
      when 'categories_label_en_key' then 'category_name_taken_en'
      else 'category_taken' end
      using errcode = 'P0001';
  end;
  return jsonb_build_object('id', v_category.id, 'label_es', v_category.label_es,
                            'label_en', v_category.label_en);
end;
$$;

/**
 * Deletes a category no entry uses: {"deleted": true}. A used one stays, and the answer lists the
 * entries that use it, newest first: {"deleted": false, "entries": [{id, kind, title}…]}. The row
 * is locked first, so an entry filed under it meanwhile cannot slip past the check (the entries'
 * foreign key would refuse the delete anyway).
 */
create or replace function public.admin_delete_category(p_id text) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_entries jsonb;
begin
  perform public.require_permission('categories.edit');
  perform 1 from public.categories where id = p_id for update;
  if not found then
    raise exception 'no category %', p_id using errcode = 'P0002';
  end if;
  select jsonb_agg(jsonb_build_object('id', e.id, 'kind', e.kind, 'title', e.title_es)
                   order by e.updated_at desc, e.id)
    into v_entries
    from public.entries as e where e.category_id = p_id;
  if v_entries is not null then
    return jsonb_build_object('deleted', false, 'entries', v_entries);
  end if;
  delete from public.categories where id = p_id;
  return jsonb_build_object('deleted', true, 'entries', '[]'::jsonb);
end;
$$;

/**
 * Merges `p_source_id` into `p_target_id`: every entry filed under the source moves to the target
 * (each one's version moves on, so an editor open on it is told), the source's old identifier
 * and any identifier that already led to it redirect to the target, and the source is removed.
 * Answers {"target": id, "moved": n}. Refuses merging a category into itself
 * (category_merge_same) and an unknown category (P0002).
 */
create or replace function public.admin_merge_category(p_source_id text, p_target_id text) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_moved integer;
begin
  perform public.require_permission('categories.edit');
  if p_source_id = p_target_id then
    raise exception 'category_merge_same' using errcode = 'P0001';
  end if;
  -- Both rows locked in one order, so two merges running at once cannot deadlock or cross.
  perform 1 from public.categories where id in (p_source_id, p_target_id) order by id for update;
  if (select count(*) from public.categories where id in (p_source_id, p_target_id)) <> 2 then
    raise exception 'no category % or %', p_source_id, p_target_id using errcode = 'P0002';
  end if;
  update public.entries set category_id = p_target_id where category_id = p_source_id;
  get diagnostics v_moved = row_count;
  -- Before the source goes: deleting it would drop the redirects that lead to it.
  update public.category_redirects set to_id = p_target_id where to_id = p_source_id;
  insert into public.category_redirects (from_id, to_id) values (p_source_id, p_target_id)
    on conflict (from_id) do update set to_id = excluded.to_id;
  delete from public.categories where id = p_source_id;
  return jsonb_build_object('target', p_target_id, 'moved', v_moved);
end;
$$;

-- Grants ------------------------------------------------------------------------------------------
revoke execute on function
  public.admin_dashboard(),
  public.admin_list_revisions(uuid),
  public.admin_save_category(text, text, text, boolean),
  public.admin_delete_category(text),
  public.admin_merge_category(text, text)
from public;
grant execute on function
  public.admin_dashboard(),
  public.admin_list_revisions(uuid),
  public.admin_save_category(text, text, text, boolean),
  public.admin_delete_category(text),
  public.admin_merge_category(text, text)
to authenticated;
