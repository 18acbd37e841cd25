-- The inbox's export: every row of the list as filtered (up to a cap), with the columns a CSV
-- needs (phone and message text too), recorded in the audit trail in the same transaction.
-- Security invoker and require_permission('personal.read') first, like the list: the tables'
-- policies would return nothing to anybody else anyway, and the check makes the refusal a 42501.

/**
 * The export of the list as filtered, newest first: the same filters and search as
 * admin_list_inbox, up to p_limit rows (1 to 5000). Answers {total, items}: total counts every
 * match, so the caller can say when the cap cut the file. The audit record names the filters used
 * and how many rows left (a field `rows_<count>`: the trail's fields are names), never the
 * filters' values nor the rows.
 */
create function public.admin_export_inbox(
  p_kind text default null,
  p_status text default null,
  p_topic text default null,
  p_assigned_to text default null,
  p_locale text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_query text default '',
  p_spam boolean default false,
  p_limit integer default 5000,
  p_ip_hmac text default null
) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_words text[];
  v_limit integer := least(greatest(coalesce(p_limit, 5000), 1), 5000);
  v_result jsonb;
  v_filters text[];
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
  ),
  page as (select * from filtered order by created_at desc, id limit v_limit)
  select jsonb_build_object(
    'total', (select count(*) from filtered),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'kind', p.kind, 'id', p.id, 'name', p.name, 'email', p.email, 'topic', p.topic,
               'status', p.status, 'assigned_to', p.assigned_to, 'locale', p.locale,
               'created_at', p.created_at, 'spam', p.spam_at is not null,
               'phone', coalesce(m.phone, a.phone),
               'message', coalesce(m.message, a.message))
             order by p.created_at desc, p.id)
        from page p
        left join public.contact_messages m on p.kind = 'lead' and m.id = p.id
        left join public.career_applications a on p.kind = 'application' and a.id = p.id),
      '[]'::jsonb)
  ) into v_result;
  v_filters := array_remove(array[
    case when p_kind is not null then 'kind' end,
    case when p_status is not null then 'status' end,
    case when p_topic is not null then 'topic' end,
    case when p_assigned_to is not null then 'assigned_to' end,
    case when p_locale is not null then 'locale' end,
    case when p_from is not null then 'from' end,
    case when p_to is not null then 'to' end,
    case when coalesce(p_query, '') <> '' then 'query' end,
    case when coalesce(p_spam, false) then 'spam' end], null);
  perform public.record_audit_event(
    'inbox.export', null, null,
    v_filters || ('rows_' || jsonb_array_length(v_result -> 'items'))::text, p_ip_hmac);
  return v_result;
end;
$$;

revoke execute on function
  public.admin_export_inbox(text, text, text, text, text, timestamptz, timestamptz, text, boolean, integer, text)
from public, anon, authenticated;
grant execute on function
  public.admin_export_inbox(text, text, text, text, text, timestamptz, timestamptz, text, boolean, integer, text)
to authenticated;
