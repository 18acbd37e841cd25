-- The retention of data subjects' requests, beside purge_retention (20261130000410_retention.sql)
-- and with the same contract: the server passes the retention module's periods, a run records one
-- retention.purge event per rule that removed something, and a second run changes nothing.

/**
 * Deletes, as of `p_now`, the data requests whose period ended: one never confirmed
 * (`dataRequestsUnconfirmed`, from its filing) and one closed (answered, rejected or withdrawn:
 * `dataRequests`, from its last status change), with its steps. An open request is never deleted.
 * Answers {dataRequestsUnconfirmed, dataRequests}: the rows removed by each rule.
 */
create function public.purge_data_requests(p_periods jsonb, p_now timestamptz default now())
  returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_key text;
  v_n integer;
  v_counts jsonb := '{}'::jsonb;
begin
  foreach v_key in array array['dataRequestsUnconfirmed', 'dataRequests'] loop
    if p_periods ->> v_key is null or (p_periods ->> v_key)::interval <= interval '0' then
      raise exception 'purge_data_requests needs a positive period for %', v_key
        using errcode = '22023';
    end if;
  end loop;

  delete from public.data_requests
   where status = 'pending'
     and created_at < p_now - (p_periods ->> 'dataRequestsUnconfirmed')::interval;
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('dataRequestsUnconfirmed', v_n);

  delete from public.data_requests
   where status in ('answered', 'rejected', 'withdrawn')
     and status_changed_at < p_now - (p_periods ->> 'dataRequests')::interval;
  get diagnostics v_n = row_count;
  v_counts := v_counts || jsonb_build_object('dataRequests', v_n);

  for v_key, v_n in select key, value::integer from jsonb_each_text(v_counts) loop
    if v_n > 0 then
      perform public.record_audit_event('retention.purge', 'retention', v_key || ':' || v_n, '{}', null);
    end if;
  end loop;
  return v_counts;
end;
$$;

revoke execute on function public.purge_data_requests(jsonb, timestamptz)
  from public, anon, authenticated;
grant execute on function public.purge_data_requests(jsonb, timestamptz) to service_role;
