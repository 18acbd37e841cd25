-- Categories: names unique per language (ignoring case, accents and spacing), an unused category
-- deleted, a used one refused with the entries that use it, and one category merged into another
-- (its entries move; its old filter links follow it to the target). Applied to Supabase and to the
-- embedded store alike.
--
-- The admin_* functions run as the caller (security invoker) and start with require_admin(), as
-- the editors' functions do; refusals the app turns into messages are P0001 with the code as the
-- message (category_taken, category_name_taken_es, category_name_taken_en, category_merge_same).

-- Names, compared as an admin reads them ----------------------------------------------------------

/**
 * A category name as it is compared for uniqueness: accents of Spanish, Portuguese and French
 * dropped, lower case, spaces trimmed and collapsed ("  Protección  de Datos" and "proteccion de
 * datos" are the same name). translate() rather than the unaccent extension: an index expression
 * must be immutable, and unaccent depends on a dictionary that can change under it.
 */
create function public.category_name_key(p_name text) returns text
  language sql immutable strict parallel safe set search_path = ''
as $$
  select lower(regexp_replace(btrim(translate(p_name,
    'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçŸÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYy')), '\s+', ' ', 'g'));
$$;

-- Names that already collide (the forms accepted them until now) keep their categories and their
-- entries: the later ones get their identifier appended, so the index can be built and the admin
-- can rename or merge them.
update public.categories as c
   set label_es = left(c.label_es, 80 - length(c.id) - 3) || ' (' || c.id || ')'
 where exists (select 1 from public.categories as o
                where public.category_name_key(o.label_es) = public.category_name_key(c.label_es)
                  and (o.position, o.id) < (c.position, c.id));
update public.categories as c
   set label_en = left(c.label_en, 80 - length(c.id) - 3) || ' (' || c.id || ')'
 where exists (select 1 from public.categories as o
                where public.category_name_key(o.label_en) = public.category_name_key(c.label_en)
                  and (o.position, o.id) < (c.position, c.id));

create unique index categories_label_es_key on public.categories (public.category_name_key(label_es));
create unique index categories_label_en_key on public.categories (public.category_name_key(label_en));

-- Old filter links ---------------------------------------------------------------------------------

-- A merged category's identifier and the category that took its entries: the publications list
-- filtered by the old identifier redirects to the target's filter. A later merge of the target
-- moves these rows along; deleting the target drops them.
create table public.category_redirects (
  from_id text primary key check (from_id ~ '^[a-z][a-z-]{1,39}$'),
  to_id text not null references public.categories (id) on update cascade on delete cascade
);
alter table public.category_redirects enable row level security;
revoke all on public.category_redirects from anon, authenticated;
grant select on public.category_redirects to anon, authenticated;
grant insert, update, delete on public.category_redirects to authenticated;

create policy "Everyone reads category redirects" on public.category_redirects
  for select to anon, authenticated using (true);
create policy "Admins add category redirects" on public.category_redirects
  for insert to authenticated with check ((select public.is_admin()));
create policy "Admins edit category redirects" on public.category_redirects
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins remove category redirects" on public.category_redirects
  for delete to authenticated using ((select public.is_admin()));

/**
 * The category a merged category's identifier now leads to, or null. Only for an identifier no
 * current category has: a category added later under the old identifier wins.
 */
create function public.resolve_category(p_id text) returns text
  language sql stable set search_path = ''
as $$
  select r.to_id from public.category_redirects as r
   where r.from_id = p_id
     and not exists (select 1 from public.categories as c where c.id = p_id);
$$;

-- The admin's functions -----------------------------------------------------------------------------

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
  perform public.require_admin();
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
create function public.admin_delete_category(p_id text) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_entries jsonb;
begin
  perform public.require_admin();
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
create function public.admin_merge_category(p_source_id text, p_target_id text) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_moved integer;
begin
  perform public.require_admin();
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

-- Grants ---------------------------------------------------------------------------------------------
-- As the editors' functions: the admin functions to `authenticated` only (require_admin() refuses
-- a signed-in non-admin); the public read and the pure name function to visitors too.

revoke execute on function
  public.category_name_key(text),
  public.resolve_category(text),
  public.admin_delete_category(text),
  public.admin_merge_category(text, text)
from public;

grant execute on function
  public.admin_delete_category(text),
  public.admin_merge_category(text, text)
to authenticated;

grant execute on function public.category_name_key(text), public.resolve_category(text)
  to anon, authenticated;
-- admin_save_category keeps the grants of 20261124000100 (create or replace keeps them).
