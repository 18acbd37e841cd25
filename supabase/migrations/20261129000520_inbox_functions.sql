-- The inbox's reads (the list, the unread count, an item opened). Each is security invoker and
-- starts with require_permission('personal.read'): the tables' policies would return nothing to
-- anybody else anyway, and the check makes the refusal a 42501.

/** Both kinds of item as one list of rows (the list's columns only). */
create function public.inbox_rows() returns table (
  kind text, id uuid, name text, email text, topic text, status text, assigned_to text,
  locale text, created_at timestamptz, read_at timestamptz, spam_at timestamptz, haystack text)
  language sql stable set search_path = ''
as $$
  select 'lead', m.id, m.name, m.email, m.topic, m.status, m.assigned_to, m.locale, m.created_at,
         m.read_at, m.spam_at,
         extensions.unaccent(lower(m.name || ' ' || m.email || ' ' || m.message))
    from public.contact_messages m
  union all
  select 'application', a.id, a.first_name || ' ' || a.last_name, a.email, a.practice_area, a.status,
         null, a.locale, a.created_at, a.read_at, a.spam_at,
         extensions.unaccent(lower(a.first_name || ' ' || a.last_name || ' ' || a.email || ' '
                                   || a.profession || ' ' || coalesce(a.message, '')))
    from public.career_applications a;
$$;

/**
 * One page of the inbox, newest first. The search splits the query into words the way the public
 * search does (lower case, accents removed, letters and digits) and keeps the items whose name,
 * e-mail and text hold every word. Spam shows only when asked for, and then alone.
 */
create function public.admin_list_inbox(
  p_kind text default null,
  p_status text default null,
  p_topic text default null,
  p_assigned_to text default null,
  p_locale text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_query text default '',
  p_spam boolean default false,
  p_page integer default 1,
  p_page_size integer default 50
) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_words text[];
  v_size integer := least(greatest(coalesce(p_page_size, 50), 1), 100);
  v_offset integer := (least(greatest(coalesce(p_page, 1), 1), 100000) - 1) * v_size;
  v_result jsonb;
begin
  perform public.require_permission('personal.read');
  select coalesce(array_agg(word), '{}') into v_words
    from (select word
            from regexp_split_to_table(
                   extensions.unaccent(lower(left(coalesce(p_query, ''), 200))), '[^a-z0-9]+') as word
           where word <> '' limit 12) as words;
  with filtered as (
    select r.* from public.inbox_rows() r
     where (p_kind is null or r.kind = p_kind)
       and (p_status is null or r.status = p_status)
       and (p_topic is null or r.topic = p_topic)
       and (p_assigned_to is null or r.assigned_to = p_assigned_to)
       and (p_locale is null or r.locale = p_locale)
       and (p_from is null or r.created_at >= p_from)
       and (p_to is null or r.created_at < p_to)
       and (case when coalesce(p_spam, false) then r.spam_at is not null else r.spam_at is null end)
       and not exists (select 1 from unnest(v_words) w where position(w in r.haystack) = 0)
  )
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'kind', p.kind, 'id', p.id, 'name', p.name, 'email', p.email, 'topic', p.topic,
               'status', p.status, 'assigned_to', p.assigned_to, 'locale', p.locale,
               'created_at', p.created_at, 'read', p.read_at is not null, 'spam', p.spam_at is not null)
             order by p.created_at desc, p.id)
        from (select * from filtered order by created_at desc, id limit v_size offset v_offset) p),
      '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

/** How many items no admin has opened yet (spam left out): the menu's and the dashboard's count. */
create function public.admin_inbox_unread() returns integer
  language plpgsql stable set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  return (select count(*)::integer from public.inbox_rows() r
           where r.read_at is null and r.spam_at is null);
end;
$$;

/** The item as its page shows it, or null: every field, the consent record, history, notes. */
create function public.inbox_item_json(p_kind text, p_id uuid) returns jsonb
  language sql stable set search_path = ''
as $$
  select case when item is null then null else item || jsonb_build_object(
    'history', coalesce((
      select jsonb_agg(jsonb_build_object('from', h.from_status, 'to', h.to_status,
                                          'by', public.staff_display_name(h.changed_by),
                                          'at', h.changed_at) order by h.id)
        from public.inbox_status_changes h where h.item_kind = p_kind and h.item_id = p_id), '[]'::jsonb),
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object('id', n.id, 'body', n.body,
                                          'by', public.staff_display_name(n.author_id),
                                          'at', n.created_at) order by n.id)
        from public.inbox_notes n where n.item_kind = p_kind and n.item_id = p_id), '[]'::jsonb))
  end
  from (
    select case p_kind
      when 'lead' then (select to_jsonb(m) - 'id' || jsonb_build_object('kind', 'lead', 'id', m.id)
                          from public.contact_messages m where m.id = p_id)
      when 'application' then (select to_jsonb(a) - 'id' || jsonb_build_object('kind', 'application', 'id', a.id)
                                 from public.career_applications a where a.id = p_id)
    end as item) as found;
$$;

/**
 * Opens an item: answers it (or null) and records that its personal data was read, by whom, in
 * the same transaction. The first opening marks it read.
 */
create function public.admin_open_inbox_item(p_kind text, p_id uuid, p_ip_hmac text default null)
  returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_item jsonb;
begin
  perform public.require_permission('personal.read');
  v_item := public.inbox_item_json(p_kind, p_id);
  if v_item is null then return null; end if;
  if p_kind = 'lead' then
    update public.contact_messages set read_at = now() where id = p_id and read_at is null;
  else
    update public.career_applications set read_at = now() where id = p_id and read_at is null;
  end if;
  perform public.record_audit_event('inbox.open', p_kind, p_id::text, '{}', p_ip_hmac);
  return v_item;
end;
$$;

-- Grants --------------------------------------------------------------------------------------------
-- PUBLIC's default revoked; the admins' reads to `authenticated` (require_permission refuses every
-- role but admin, and the tables' policies return nothing to anybody else).
revoke execute on function
  public.inbox_rows(),
  public.inbox_item_json(text, uuid),
  public.admin_list_inbox(text, text, text, text, text, timestamptz, timestamptz, text, boolean, integer, integer),
  public.admin_inbox_unread(),
  public.admin_open_inbox_item(text, uuid, text)
from public, anon, authenticated;
grant execute on function
  public.inbox_rows(),
  public.inbox_item_json(text, uuid),
  public.admin_list_inbox(text, text, text, text, text, timestamptz, timestamptz, text, boolean, integer, integer),
  public.admin_inbox_unread(),
  public.admin_open_inbox_item(text, uuid, text)
to authenticated;
