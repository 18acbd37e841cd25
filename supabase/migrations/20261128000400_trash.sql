-- The trash: deleting a publication, blog post or bulletin moves it out of sight for 30 days
-- instead of deleting its row, so an editor can bring it back as it was (status, slugs, slug
-- history, revisions, bulletin places), and the scheduled job purges it afterwards.
--
-- A trashed entry is hidden from every API role by one restrictive policy: whatever permissive
-- policy lets a visitor or an editor read an entry, a row with deleted_at set is not read. Every
-- public read (security invoker, under the caller's policies), the admin's lists and dashboard,
-- the editors' loads and saves (the version lock no longer finds it), the bulletins' items and
-- the slug history (their policies look at the entry) leave it at once, without each function
-- having to remember. The functions that must see the trash (move in, list, restore, purge,
-- the slugs it keeps) are the few SECURITY DEFINER ones below: each checks its caller first.

alter table public.entries
  add column deleted_at timestamptz,
  -- Who moved it to the trash (an auth user; kept as a bare id, an account may go before it).
  add column deleted_by uuid,
  add constraint entries_deleted_by_needs_date check (deleted_at is not null or deleted_by is null);

create index entries_trash_idx on public.entries (deleted_at) where deleted_at is not null;

-- One bulletin per month among the entries in use: a trashed bulletin leaves its month free for
-- a new one (its slugs stay taken; restoring it into a taken month is refused as month_taken).
-- Same name, so raise_entry_conflict still maps a concurrent save's violation to month_taken.
drop index public.entries_bulletin_month_key;
create unique index entries_bulletin_month_key on public.entries (issue_month)
  where kind = 'bulletin' and deleted_at is null;

-- Restrictive: AND-ed with every permissive select policy, for visitors and editors alike.
create policy "Nobody reads trashed entries through the API" on public.entries
  as restrictive for select to anon, authenticated
  using (deleted_at is null);

-- A bulletin's save replaces all its items (delete, then insert in order). The visitors' policy
-- shows an item only when both ends are visible, so without this one an editor's delete would
-- leave the row of a trashed item behind, holding its position against the new rows.
create policy "Bulletin editors read every bulletin item" on public.bulletin_items
  for select to authenticated using ((select public.staff_may('bulletins.edit')));

-- Moving in or out of the trash is no edit: the version an open editor holds and the date of
-- the last change stay as they were (the restored entry is the one that was deleted). Both
-- trigger functions serve public.entries only: the entries' own touch replaces the shared
-- touch_updated_at, which other tables' triggers keep.
create or replace function public.bump_entry_version() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.deleted_at is distinct from old.deleted_at then
    new.version := old.version;
  else
    new.version := old.version + 1;
  end if;
  return new;
end;
$$;

create function public.touch_entry_updated_at() returns trigger
  language plpgsql set search_path = ''
as $$
begin
  if new.deleted_at is distinct from old.deleted_at then
    new.updated_at := old.updated_at;
  else
    new.updated_at := now();
  end if;
  return new;
end;
$$;
drop trigger entries_touch_updated_at on public.entries;
create trigger entries_touch_updated_at before update on public.entries
  for each row execute function public.touch_entry_updated_at();

-- The verbs ---------------------------------------------------------------------------------------

/**
 * Moves an entry to the trash when `p_version` is still its version (stale_version otherwise,
 * or when it is gone or already trashed). Answers {slug_es, slug_en, kind} for the pages to
 * refresh. Security definer: the row it writes leaves the caller's sight in the same statement,
 * which the restrictive policy would refuse to an invoker; it checks the caller first.
 */
create or replace function public.admin_delete_entry(p_id uuid, p_version integer) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_old public.entries;
begin
  perform public.require_permission('entries.delete');
  -- The editors' lock and version check; run as this function's owner, it finds a trashed row
  -- too, which is as stale as a deleted one.
  v_old := public.lock_entry_version(p_id, p_version);
  if v_old.deleted_at is not null then
    raise exception 'stale_version' using errcode = 'P0001';
  end if;
  update public.entries set deleted_at = now(), deleted_by = (select auth.uid()) where id = p_id;
  return jsonb_build_object('slug_es', v_old.slug_es, 'slug_en', v_old.slug_en, 'kind', v_old.kind);
end;
$$;

/** How many whole days an entry trashed at `p_deleted_at` has left before the purge (0 at least). */
create function public.trash_days_left(p_deleted_at timestamptz) returns integer
  language sql stable set search_path = ''
as $$
  select greatest(0, ceil(extract(epoch from (p_deleted_at + interval '30 days' - now())) / 86400))::integer;
$$;

/**
 * The trash, newest first: [{id, kind, title_es, title_en, deleted_at, deleted_by_email,
 * days_left}]. Security definer: trashed rows are hidden from every API role; editors and admins only.
 */
create function public.admin_list_trash() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.require_permission('entries.delete');
  return (
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', e.id,
             'kind', e.kind,
             'title_es', e.title_es,
             'title_en', e.title_en,
             'deleted_at', e.deleted_at,
             'deleted_by_email', u.email,
             'days_left', public.trash_days_left(e.deleted_at))
           order by e.deleted_at desc, e.id), '[]'::jsonb)
      from public.entries as e
      left join auth.users as u on u.id = e.deleted_by
     where e.deleted_at is not null);
end;
$$;

/**
 * Brings an entry back from the trash as it was: only the trash marks are cleared (its status,
 * slugs, slug history, revisions, bulletin places and version were never touched; nobody could
 * take its slugs meanwhile). Raises not_in_trash when `p_id` is not there, month_taken for a
 * bulletin whose month has a new bulletin since. Answers {id, kind, slug_es, slug_en, version}.
 */
create function public.admin_restore_entry(p_id uuid) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_entry public.entries;
begin
  perform public.require_permission('entries.delete');
  begin
    update public.entries set deleted_at = null, deleted_by = null
     where id = p_id and deleted_at is not null
    returning * into v_entry;
  exception when unique_violation then
    raise exception 'month_taken' using errcode = 'P0001';
  end;
  if v_entry.id is null then
    raise exception 'not_in_trash' using errcode = 'P0001';
  end if;
  return jsonb_build_object('id', v_entry.id, 'kind', v_entry.kind, 'slug_es', v_entry.slug_es,
                            'slug_en', v_entry.slug_en, 'version', v_entry.version);
end;
$$;

/**
 * Deletes for good what has been in the trash for more than 30 days (the foreign keys' cascades
 * take its revisions, slug history and bulletin places with it), and answers what went:
 * [{id, kind, slug_es, slug_en, deleted_at}]. The scheduled job's, with the server's own
 * authority: granted to the service role alone.
 */
create function public.purge_trash() returns jsonb
  language sql volatile security definer set search_path = ''
as $$
  with purged as (
    delete from public.entries
     where deleted_at is not null and deleted_at < now() - interval '30 days'
    returning id, kind, slug_es, slug_en, deleted_at
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', id, 'kind', kind, 'slug_es', slug_es, 'slug_en', slug_en, 'deleted_at', deleted_at)
         order by deleted_at), '[]'::jsonb)
    from purged;
$$;

-- Grants ------------------------------------------------------------------------------------------
-- Revoke PUBLIC's default, then grant exactly who calls: the admin verbs to `authenticated` (a
-- visitor's call is refused by Postgres, a signed-in author's by require_permission()), the purge
-- to the service role only. admin_delete_entry is re-created: its grants are said again.

revoke execute on function
  public.bump_entry_version(),
  public.touch_entry_updated_at(),
  public.admin_delete_entry(uuid, integer),
  public.trash_days_left(timestamptz),
  public.admin_list_trash(),
  public.admin_restore_entry(uuid),
  public.purge_trash()
from public, anon, authenticated;

grant execute on function
  public.admin_delete_entry(uuid, integer),
  public.trash_days_left(timestamptz),
  public.admin_list_trash(),
  public.admin_restore_entry(uuid)
to authenticated;

grant execute on function public.purge_trash() to service_role;
