-- Personal data by e-mail address: compile everything the site holds about an address, delete it
-- (keeping what the firm must keep, and a record of the deletion), and correct an inbox item's
-- fields. The app's registry (lib/privacy/registry.ts) names every column that holds personal
-- data; the tables the compilation reads are the rows of personal_data_sources, which a test keeps
-- equal to the registry's "by address" entries, so a new table is one entry in each.
--
-- The three verbs are SECURITY DEFINER: they read and delete e-mail bodies and rows that no staff
-- role may touch directly (the outbox's bodies are readable only through the audited viewer, and
-- nobody deletes a message or an application through the API). Each starts with
-- require_permission('privacy.personal_data') and records its audit event in its transaction; the
-- address reaches the trail only as the server's HMAC of it, never in clear.

create table public.personal_data_sources (
  table_name text primary key check (table_name ~ '^[a-z_]{1,63}$'),
  match_column text not null check (match_column ~ '^[a-z_]{1,63}$'),
  -- Columns left out of the compiled rows: internal names and token hashes, not the person's data.
  omit_columns text[] not null default '{}',
  position smallint not null unique
);
insert into public.personal_data_sources (table_name, match_column, omit_columns, position) values
  ('contact_messages', 'email', '{}', 1),
  ('career_applications', 'email', '{resume_path}', 2),
  ('newsletter_subscribers', 'email', '{confirm_token_hash,unsubscribe_token_hash}', 3),
  ('outbox', 'to_email', '{html,headers,locked_until,provider_message_id,next_attempt_at}', 4);
alter table public.personal_data_sources enable row level security;
revoke all on public.personal_data_sources from anon, authenticated;
grant select on public.personal_data_sources to service_role;

/**
 * What was deleted for an address: when, by whom, for which data-subject request (optional), the
 * server's HMAC of the address (so a later request from it can be matched; the address itself is
 * gone), how many rows of each table went and what was kept and why.
 */
create table public.personal_data_deletions (
  id bigint generated always as identity primary key,
  deleted_at timestamptz not null default now(),
  deleted_by uuid references auth.users (id) on delete set null,
  request_id uuid,
  address_hmac text not null check (address_hmac ~ '^[0-9a-f]{64}$'),
  counts jsonb not null,
  kept jsonb not null default '[]'::jsonb
);
create index personal_data_deletions_hmac_idx on public.personal_data_deletions (address_hmac);
alter table public.personal_data_deletions enable row level security;
revoke all on public.personal_data_deletions from anon, authenticated;
grant select on public.personal_data_deletions to authenticated;
grant select, insert, delete on public.personal_data_deletions to service_role;
-- Admins read the records; only admin_delete_personal_data writes one. Nobody edits one.
create policy "Admins read deletion records" on public.personal_data_deletions
  for select to authenticated using ((select public.staff_may('privacy.personal_data')));

/** The address as the verbs compare it, or an error (22023) for anything that is not one. */
create function public.personal_data_address(p_email text, p_address_hmac text) returns text
  language plpgsql immutable set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
begin
  if length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+$' then
    raise exception 'not an e-mail address' using errcode = '22023';
  end if;
  if coalesce(p_address_hmac, '') !~ '^[0-9a-f]{64}$' then
    raise exception 'the address HMAC is 64 hex digits' using errcode = '22023';
  end if;
  return v_email;
end;
$$;

/** How many rows of each source hold the address, and how many of its leads are engaged. */
create function public.admin_personal_data_counts(p_email text, p_address_hmac text) returns jsonb
  language plpgsql stable security definer set search_path = ''
as $$
declare
  v_email text;
  v_source record;
  v_count integer;
  v_result jsonb := '{}'::jsonb;
begin
  perform public.require_permission('privacy.personal_data');
  v_email := public.personal_data_address(p_email, p_address_hmac);
  for v_source in select * from public.personal_data_sources order by position loop
    execute format('select count(*)::int from public.%I t where lower(t.%I) = $1',
                   v_source.table_name, v_source.match_column)
      into v_count using v_email;
    v_result := v_result || jsonb_build_object(v_source.table_name, v_count);
  end loop;
  return v_result || jsonb_build_object('engaged_leads',
    (select count(*)::int from public.contact_messages
      where lower(email) = v_email and status = 'engaged'));
end;
$$;

/**
 * Every row of every source that holds the address, oldest first per source (the rows as stored,
 * less the source's omitted columns). Records privacy.compile with each source's row count as a
 * field (`<table>_<count>`: the trail's fields are names) and the address's HMAC as the target.
 */
create function public.admin_compile_personal_data(
  p_email text,
  p_address_hmac text,
  p_ip_hmac text default null
) returns jsonb
  language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_email text;
  v_source record;
  v_rows jsonb;
  v_result jsonb := '{}'::jsonb;
  v_fields text[] := '{}';
begin
  perform public.require_permission('privacy.personal_data');
  v_email := public.personal_data_address(p_email, p_address_hmac);
  for v_source in select * from public.personal_data_sources order by position loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(t) - $2 order by t.created_at), ''[]''::jsonb)
         from public.%I t where lower(t.%I) = $1', v_source.table_name, v_source.match_column)
      into v_rows using v_email, v_source.omit_columns;
    v_result := v_result || jsonb_build_object(v_source.table_name, v_rows);
    v_fields := v_fields || (v_source.table_name || '_' || jsonb_array_length(v_rows));
  end loop;
  perform public.record_audit_event('privacy.compile', 'address', p_address_hmac, v_fields, p_ip_hmac);
  return v_result;
end;
$$;

revoke execute on function
  public.personal_data_address(text, text),
  public.admin_personal_data_counts(text, text),
  public.admin_compile_personal_data(text, text, text)
from public, anon, authenticated;
grant execute on function
  public.admin_personal_data_counts(text, text),
  public.admin_compile_personal_data(text, text, text)
to authenticated;
