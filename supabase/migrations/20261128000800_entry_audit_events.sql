-- The entries' moments in the audit trail: publish, schedule, unpublish, move to the trash,
-- restore, and a slug change on a published entry. One AFTER trigger on public.entries compares
-- the row before and after, so every writer (the editors' saves, the bulletins', the trash's
-- delete and restore) records in the same transaction as its change, and none can forget: if the
-- event cannot be written, the change fails with it (a trail with holes would say less than
-- nothing). A save that changes none of these records nothing.

/**
 * Where an entry stands for the trail: 'live' (published, its date has come), 'scheduled'
 * (published, a future date), or 'off' (a draft, or in the trash).
 */
create function public.entry_audit_state(p_status public.entry_status, p_published_at timestamptz,
                                         p_deleted_at timestamptz) returns text
  language sql stable set search_path = ''
as $$
  select case
    when p_deleted_at is not null or p_status <> 'published' then 'off'
    when p_published_at > pg_catalog.now() then 'scheduled'
    else 'live'
  end;
$$;

/**
 * The client address's HMAC the server sent with this request (header x-audit-ip-hmac, which
 * PostgREST, and the embedded store in its image, put in the transaction-local request.headers),
 * or null. Anything that is not 64 hex digits is dropped, never refused: the address is a note on
 * the event, and a caller could send any address anyway.
 */
create function public.request_audit_ip_hmac() returns text
  language sql stable set search_path = ''
as $$
  select case when v ~ '^[0-9a-f]{64}$' then v end
    from (select pg_catalog.lower(
            nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb
              ->> 'x-audit-ip-hmac') as v) h;
$$;

/**
 * Records what an insert or an update of an entry did. The actor is the session, through
 * record_audit_event. A write with no API role at all (the database owner: migrations, the seed,
 * a maintenance session in psql) records nothing: no account acted, and the seed's published
 * entries are not anybody's publishing. The service role records as the server (no actor).
 */
create function public.record_entry_audit_events() returns trigger
  language plpgsql set search_path = ''
as $$
declare
  v_claims_role text := coalesce((select auth.jwt() ->> 'role'), '');
  v_ip text;
  v_old text := 'off';
  v_new text := public.entry_audit_state(new.status, new.published_at, new.deleted_at);
  v_when text[] := '{}';
  v_slugs text[] := '{}';
  v_id text := new.id::text;
begin
  if v_claims_role not in ('authenticated', 'service_role') then
    return null;
  end if;
  v_ip := public.request_audit_ip_hmac();

  if tg_op = 'UPDATE' then
    if new.deleted_at is not null and old.deleted_at is null then
      perform public.record_audit_event('entry.delete', 'entry', v_id, array['deleted_at'], v_ip);
      return null;
    elsif new.deleted_at is null and old.deleted_at is not null then
      perform public.record_audit_event('entry.restore', 'entry', v_id, array['deleted_at'], v_ip);
      return null;
    end if;
    v_old := public.entry_audit_state(old.status, old.published_at, old.deleted_at);
    if new.status is distinct from old.status then v_when := v_when || 'status'::text; end if;
    if new.published_at is distinct from old.published_at then
      v_when := v_when || 'published_at'::text;
    end if;
    if new.slug_es is distinct from old.slug_es then v_slugs := v_slugs || 'slug_es'::text; end if;
    if new.slug_en is distinct from old.slug_en then v_slugs := v_slugs || 'slug_en'::text; end if;
  else
    if new.deleted_at is not null then return null; end if;
    v_when := array['status', 'published_at'];
  end if;

  if v_new = 'live' and v_old <> 'live' then
    perform public.record_audit_event('entry.publish', 'entry', v_id, v_when, v_ip);
  elsif v_new = 'scheduled' and (v_old <> 'scheduled' or 'published_at' = any (v_when)) then
    -- A new future date on a scheduled entry is a new schedule.
    perform public.record_audit_event('entry.schedule', 'entry', v_id, v_when, v_ip);
  elsif v_new = 'off' and v_old <> 'off' then
    perform public.record_audit_event('entry.unpublish', 'entry', v_id, v_when, v_ip);
  end if;
  -- A published (or scheduled) entry's address changed: old links now redirect. Publishing a
  -- draft under a new slug is its publishing alone; nobody had the old address.
  if cardinality(v_slugs) > 0 and v_old <> 'off' and v_new <> 'off' then
    perform public.record_audit_event('entry.slug_change', 'entry', v_id, v_slugs, v_ip);
  end if;
  return null;
end;
$$;
revoke execute on function public.record_entry_audit_events() from public, anon, authenticated, service_role;

-- Fired only by a write that can record something: a new entry that is published (live or
-- scheduled), or a change to what the states and slugs are read from. Review marks, category
-- moves, hand-overs and saves of the text alone do not reach the function.
create trigger entries_audit_events after insert on public.entries
  for each row when (new.status = 'published' and new.deleted_at is null)
  execute function public.record_entry_audit_events();
create trigger entries_audit_events_update
  after update of status, published_at, deleted_at, slug_es, slug_en on public.entries
  for each row when (old.status is distinct from new.status
                     or old.published_at is distinct from new.published_at
                     or old.deleted_at is distinct from new.deleted_at
                     or old.slug_es is distinct from new.slug_es
                     or old.slug_en is distinct from new.slug_en)
  execute function public.record_entry_audit_events();
