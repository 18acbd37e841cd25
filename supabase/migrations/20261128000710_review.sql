-- Review: an author sends a draft they created "a revisión"; an editor publishes it or returns it
-- with a note the author reads in their editor. One function per verb, each under
-- require_permission and each writing its audit row in the same transaction. While a draft is
-- pending its author cannot change it (the update policy below): what the editor approves is what
-- was sent.

alter table public.entries
  add column review_state text check (review_state in ('pending', 'returned')),
  add column review_note text check (length(review_note) between 1 and 2000),
  add column review_requested_at timestamptz,
  add column review_requested_by uuid references auth.users (id) on delete set null,
  add column review_returned_by uuid references auth.users (id) on delete set null,
  -- A returned draft always says why. The state only counts on a draft: an editor who publishes
  -- a pending draft through the plain save has settled its review (every reader asks for
  -- status = 'draft').
  add constraint entries_review_note_returned check (review_state is distinct from 'returned'
                                                     or review_note is not null);
create index entries_review_pending on public.entries (review_requested_at)
  where review_state = 'pending' and status = 'draft';

-- An author edits their own drafts unless one is pending review.
drop policy "Staff edit entries, authors their own drafts" on public.entries;
create policy "Staff edit entries, authors their own drafts" on public.entries
  for update to authenticated
  using ((select public.staff_may('entries.publish'))
         or ((select public.staff_may('entries.draft')) and created_by = (select auth.uid())
             and status = 'draft' and review_state is distinct from 'pending'))
  with check ((select public.staff_may('entries.publish'))
              or ((select public.staff_may('entries.draft')) and created_by = (select auth.uid())
                  and status = 'draft' and kind in ('publication', 'blog')));

/**
 * A staff account's name as the review shows it to colleagues (display name, else e-mail), or
 * null for an account without a profile. Profiles are private to admins, so this reads them as
 * its owner, for staff callers only.
 */
create function public.staff_display_name(p_user_id uuid) returns text
  language sql stable security definer set search_path = ''
as $$
  select case when public.staff_may('staff.enter') then
    (select coalesce(p.display_name, u.email::text)
       from public.staff_profiles p join auth.users u on u.id = p.user_id
      where p.user_id = p_user_id)
  end;
$$;

/**
 * The addresses told that `p_id` waits for review: every active editor and admin. Answers only
 * the account that has just sent that entry (pending, requested by the caller), so nobody lists
 * the staff's addresses through it.
 */
create function public.review_mail_recipients(p_id uuid) returns jsonb
  language sql stable security definer set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('email', u.email::text,
                                               'language', coalesce(p.admin_language, 'es'))
                            order by u.email), '[]'::jsonb)
    from public.staff_profiles p join auth.users u on u.id = p.user_id
   where exists (select 1 from public.entries e
                  where e.id = p_id and e.review_state = 'pending'
                    and e.review_requested_by = (select auth.uid()))
     and p.role in ('editor', 'admin') and u.email is not null
     and (u.banned_until is null or u.banned_until <= now());
$$;

/** The entry's review as its editor shows it. */
create function public.entry_review_json(e public.entries) returns jsonb
  language sql stable set search_path = ''
as $$
  select jsonb_build_object(
    'id', e.id, 'version', e.version, 'state', e.review_state, 'note', e.review_note,
    'requested_at', e.review_requested_at,
    'requested_by', public.staff_display_name(e.review_requested_by),
    'returned_by', public.staff_display_name(e.review_returned_by));
$$;

/**
 * Sends `p_id` (at `p_version`) to review: a draft the caller created, not pending already.
 * Answers the review and the addresses to tell.
 */
create function public.admin_request_review(p_id uuid, p_version integer) returns jsonb
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_entry public.entries;
begin
  perform public.require_permission('entries.draft');
  -- Before the lock: the update policy hides a pending draft from its author (a stale version).
  if not exists (select 1 from public.entries
                  where id = p_id and created_by = (select auth.uid()) and status = 'draft'
                    and kind in ('publication', 'blog')) then
    raise exception 'permission denied: not a draft of yours' using errcode = '42501';
  end if;
  v_entry := public.lock_entry_version(p_id, p_version);
  update public.entries set review_state = 'pending', review_note = null,
         review_requested_at = now(), review_requested_by = (select auth.uid()),
         review_returned_by = null
   where id = p_id
  returning * into v_entry;
  perform public.record_audit_event('entry.review_request', 'entry', p_id::text,
                                    array['review_state']);
  return public.entry_review_json(v_entry)
         || jsonb_build_object('recipients', public.review_mail_recipients(p_id));
end;
$$;

/** Publishes a pending entry as it was sent (editors): the review's approval. */
create function public.admin_approve_review(p_id uuid, p_version integer) returns jsonb
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_entry public.entries;
begin
  perform public.require_permission('entries.review');
  v_entry := public.lock_entry_version(p_id, p_version);
  if v_entry.review_state is distinct from 'pending' or v_entry.status <> 'draft' then
    raise exception 'not_pending' using errcode = 'P0001';
  end if;
  update public.entries set status = 'published', published_at = coalesce(published_at, now()),
         review_state = null, review_note = null, review_returned_by = null
   where id = p_id
  returning * into v_entry;
  perform public.record_entry_revision(p_id);
  perform public.record_audit_event('entry.review_approve', 'entry', p_id::text,
                                    array['review_state', 'status']);
  return public.entry_review_json(v_entry)
         || jsonb_build_object('slug_es', v_entry.slug_es, 'slug_en', v_entry.slug_en,
                               'kind', v_entry.kind);
end;
$$;

/** Returns a pending entry to its author with a note (editors; 1 to 2000 characters). */
create function public.admin_return_review(p_id uuid, p_version integer, p_note text)
  returns jsonb
  language plpgsql volatile security invoker set search_path = ''
as $$
declare
  v_entry public.entries;
  v_note text := nullif(btrim(p_note), '');
begin
  perform public.require_permission('entries.review');
  if v_note is null or length(v_note) > 2000 then
    raise exception 'bad_note' using errcode = 'P0001';
  end if;
  v_entry := public.lock_entry_version(p_id, p_version);
  if v_entry.review_state is distinct from 'pending' or v_entry.status <> 'draft' then
    raise exception 'not_pending' using errcode = 'P0001';
  end if;
  update public.entries set review_state = 'returned', review_note = v_note,
         review_returned_by = (select auth.uid())
   where id = p_id
  returning * into v_entry;
  perform public.record_audit_event('entry.review_return', 'entry', p_id::text,
                                    array['review_state', 'review_note']);
  return public.entry_review_json(v_entry);
end;
$$;

/** An entry's review (null state: none), read under the caller's policies. */
create function public.admin_entry_review(p_id uuid) returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_permission('entries.draft');
  return (select public.entry_review_json(e) from public.entries e where e.id = p_id);
end;
$$;

/** The dashboard's "Pendientes de revisión" (editors): oldest request first. */
create function public.admin_pending_reviews() returns jsonb
  language plpgsql stable security invoker set search_path = ''
as $$
begin
  perform public.require_permission('entries.review');
  return (select coalesce(jsonb_agg(jsonb_build_object(
             'id', e.id, 'kind', e.kind, 'title', coalesce(e.title_es, e.title_en),
             'requested_at', e.review_requested_at,
             'requested_by', public.staff_display_name(e.review_requested_by))
           order by e.review_requested_at), '[]'::jsonb)
            from public.entries e
           where e.review_state = 'pending' and e.status = 'draft');
end;
$$;

/**
 * How many reviews each account holds: the entries in review (pending or returned) they sent,
 * as {user id: count} for the accounts that hold any. Admins and the server (the users page's
 * confirmation).
 */
create function public.reviews_to_hand_over() returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
begin
  perform public.assert_user_manager();
  return (select coalesce(jsonb_object_agg(t.user_id, t.n), '{}'::jsonb)
            from (select e.review_requested_by as user_id, count(*) as n
                    from public.entries e
                   where e.review_requested_by is not null and e.review_state is not null
                     and e.status = 'draft'
                   group by e.review_requested_by) t);
end;
$$;

/**
 * The disable's check and hand-over in one transaction: refuses the firm's last admin
 * ('last_admin'), then moves the reviews `p_user_id` sent (pending or returned, with the drafts
 * themselves, so the successor may edit and send them again) to `p_to`, an active staff account
 * other than them. Refuses 'handover_required' when there are reviews and no successor, and
 * 'bad_successor' for one who cannot take them. Answers how many moved. The server only, as the
 * ban that follows.
 */
create function public.disable_hand_over(p_user_id uuid, p_to uuid) returns integer
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_moved integer;
begin
  perform public.assert_not_last_admin(p_user_id);
  perform 1 from public.entries e
    where e.review_requested_by = p_user_id and e.review_state is not null
             and e.status = 'draft' for update;
  if not found then
    return 0;
  end if;
  if p_to is null then
    raise exception 'handover_required' using errcode = 'P0001';
  end if;
  if p_to = p_user_id or not exists (
       select 1 from public.staff_profiles p join auth.users u on u.id = p.user_id
        where p.user_id = p_to and (u.banned_until is null or u.banned_until <= now())) then
    raise exception 'bad_successor' using errcode = 'P0001';
  end if;
  update public.entries e set review_requested_by = p_to, created_by = p_to
   where e.review_requested_by = p_user_id and e.review_state is not null
             and e.status = 'draft';
  get diagnostics v_moved = row_count;
  return v_moved;
end;
$$;

revoke execute on function public.staff_display_name(uuid), public.review_mail_recipients(uuid),
  public.entry_review_json(public.entries), public.admin_request_review(uuid, integer),
  public.admin_approve_review(uuid, integer), public.admin_return_review(uuid, integer, text),
  public.admin_entry_review(uuid), public.admin_pending_reviews(),
  public.reviews_to_hand_over(), public.disable_hand_over(uuid, uuid) from public, anon;
grant execute on function public.staff_display_name(uuid), public.review_mail_recipients(uuid),
  public.entry_review_json(public.entries), public.admin_request_review(uuid, integer),
  public.admin_approve_review(uuid, integer), public.admin_return_review(uuid, integer, text),
  public.admin_entry_review(uuid), public.admin_pending_reviews(),
  public.reviews_to_hand_over() to authenticated;
grant execute on function public.reviews_to_hand_over(), public.disable_hand_over(uuid, uuid)
  to service_role;
-- The hand-over is the server's alone (where new functions are granted to every API role).
revoke execute on function public.disable_hand_over(uuid, uuid) from authenticated;
