-- Categories and the trash (20261128000400_trash.sql): an entry in the trash still holds its
-- category (the entries' foreign key restricts the delete), but the admin's category functions
-- run as the caller and do not see it. So a merge would leave it behind and then fail to delete
-- the source, and a delete would find the category unused and then fail on the foreign key.

/**
 * Before a category goes: trashed entries filed under it follow a merge (the redirect the merge
 * has just written leads from the category to its target), so a restored entry is filed where
 * its category went. A category held by trashed entries only, and not merged, is refused as
 * category_in_trash (P0001): deleting it would leave them nowhere to come back to. Security
 * definer because trashed rows are hidden from every API role; it acts on rows of the category
 * being deleted, which the caller's own privileges already allowed.
 */
create function public.category_leaves_trash_behind() returns trigger
  language plpgsql volatile security definer set search_path = ''
as $$
begin
  update public.entries as e
     set category_id = r.to_id
    from public.category_redirects as r
   where r.from_id = old.id and e.category_id = old.id and e.deleted_at is not null;
  if exists (select 1 from public.entries as e
              where e.category_id = old.id and e.deleted_at is not null) then
    raise exception 'category_in_trash' using errcode = 'P0001';
  end if;
  return old;
end;
$$;

create trigger categories_leave_trash_behind before delete on public.categories
  for each row execute function public.category_leaves_trash_behind();

revoke execute on function public.category_leaves_trash_behind() from public, anon, authenticated;
