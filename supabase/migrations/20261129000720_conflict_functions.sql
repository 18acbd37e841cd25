-- The conflict check's verbs. Each is security invoker, starts with
-- require_permission('personal.read') and records its audit event in the same transaction.

/**
 * A lead's conflict check as its page shows it, or null (no such lead): its parties, every match
 * of a party in an earlier lead (that lead's recorded parties and its visitor's name; spam left
 * out), and the results recorded, newest first, with who and when.
 */
create function public.admin_lead_conflicts(p_lead uuid) returns jsonb
  language plpgsql stable set search_path = ''
as $$
declare
  v_created timestamptz;
begin
  perform public.require_permission('personal.read');
  select created_at into v_created from public.contact_messages where id = p_lead;
  if v_created is null then return null; end if;
  return jsonb_build_object(
    'parties', coalesce((
      select jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'kind', p.kind) order by p.id)
        from public.lead_parties p where p.lead_id = p_lead), '[]'::jsonb),
    'matches', coalesce((
      select jsonb_agg(jsonb_build_object(
               'party', m.party, 'party_kind', m.party_kind, 'lead_id', m.lead_id,
               'lead_name', m.lead_name, 'lead_created_at', m.lead_created_at,
               'matched', m.matched, 'matched_kind', m.matched_kind)
             order by m.lead_created_at desc, m.lead_id, m.party, m.matched)
        from (
          -- An earlier lead's visitor, by name.
          select p.name as party, p.kind as party_kind, e.id as lead_id, e.name as lead_name,
                 e.created_at as lead_created_at, e.name as matched, 'name' as matched_kind
            from public.lead_parties p
            join public.contact_messages e
              on e.id <> p_lead and e.created_at < v_created and e.spam_at is null
             and public.conflict_names_match(p.name, e.name)
           where p.lead_id = p_lead
          union
          -- An earlier lead's recorded parties.
          select p.name, p.kind, e.id, e.name, e.created_at, q.name, q.kind
            from public.lead_parties p
            join public.lead_parties q on q.lead_id <> p_lead
             and public.conflict_names_match(p.name, q.name)
            join public.contact_messages e
              on e.id = q.lead_id and e.created_at < v_created and e.spam_at is null
           where p.lead_id = p_lead) as m), '[]'::jsonb),
    'checks', coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'result', c.result, 'note', c.note,
                                          'by', public.staff_display_name(c.checked_by),
                                          'at', c.checked_at) order by c.id desc)
        from public.lead_conflict_checks c where c.lead_id = p_lead), '[]'::jsonb));
end;
$$;

/** Records a party of a lead as the caller; answers its id, or null (no such lead). */
create function public.admin_add_lead_party(p_lead uuid, p_name text, p_kind text, p_ip_hmac text default null)
  returns bigint
  language plpgsql volatile set search_path = ''
as $$
declare
  v_id bigint;
begin
  perform public.require_permission('personal.read');
  perform 1 from public.contact_messages where id = p_lead;
  if not found then return null; end if;
  insert into public.lead_parties (lead_id, name, kind, added_by)
  values (p_lead, btrim(p_name), p_kind, (select auth.uid())) returning id into v_id;
  perform public.record_audit_event('inbox.parties', 'lead', p_lead::text, array['parties'], p_ip_hmac);
  return v_id;
end;
$$;

/** Removes a party from a lead; false when the lead has no such party. */
create function public.admin_remove_lead_party(p_lead uuid, p_party bigint, p_ip_hmac text default null)
  returns boolean
  language plpgsql volatile set search_path = ''
as $$
begin
  perform public.require_permission('personal.read');
  delete from public.lead_parties where id = p_party and lead_id = p_lead;
  if not found then return false; end if;
  perform public.record_audit_event('inbox.parties', 'lead', p_lead::text, array['parties'], p_ip_hmac);
  return true;
end;
$$;

/** Records a conflict check's result on a lead as the caller; answers its id, or null (no lead). */
create function public.admin_record_conflict_check(p_lead uuid, p_result text, p_note text,
                                                   p_ip_hmac text default null)
  returns bigint
  language plpgsql volatile set search_path = ''
as $$
declare
  v_id bigint;
begin
  perform public.require_permission('personal.read');
  perform 1 from public.contact_messages where id = p_lead;
  if not found then return null; end if;
  insert into public.lead_conflict_checks (lead_id, result, note, checked_by)
  values (p_lead, p_result, coalesce(btrim(p_note), ''), (select auth.uid())) returning id into v_id;
  perform public.record_audit_event('inbox.conflict_check', 'lead', p_lead::text, array['result'],
                                    p_ip_hmac);
  return v_id;
end;
$$;

-- Grants --------------------------------------------------------------------------------------------
-- PUBLIC's default revoked; everything to `authenticated` (require_permission refuses every role
-- but admin; the two matcher functions read no table and answer anybody signed in).
revoke execute on function
  public.conflict_normalize(text),
  public.conflict_names_match(text, text),
  public.admin_lead_conflicts(uuid),
  public.admin_add_lead_party(uuid, text, text, text),
  public.admin_remove_lead_party(uuid, bigint, text),
  public.admin_record_conflict_check(uuid, text, text, text)
from public, anon, authenticated;
grant execute on function
  public.conflict_normalize(text),
  public.conflict_names_match(text, text),
  public.admin_lead_conflicts(uuid),
  public.admin_add_lead_party(uuid, text, text, text),
  public.admin_remove_lead_party(uuid, bigint, text),
  public.admin_record_conflict_check(uuid, text, text, text)
to authenticated;
