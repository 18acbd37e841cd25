-- Suppressed addresses: who unsubscribed (later also hard bounces and complaints) is kept only as
-- the server's keyed HMAC of the address (the same HMAC as the personal-data deletions), so a
-- send can skip the address while the table says nobody's address to whoever reads it. The key
-- is a server secret: the server computes every HMAC and hands it to these functions.
create table public.address_suppressions (
  address_hmac text not null check (address_hmac ~ '^[0-9a-f]{64}$'),
  -- Checked text, not an enum: the newsletter's sends add 'bounced' and 'complained'.
  reason text not null check (reason in ('unsubscribed')),
  suppressed_at timestamptz not null default now(),
  -- The SHA-256 of the unsubscribe link's token (no address in it): the same link used again
  -- still answers "unsubscribed", as it did when the subscriber's row stayed.
  unsubscribe_token_hash text unique check (length(unsubscribe_token_hash) = 64),
  primary key (address_hmac, reason)
);
alter table public.address_suppressions enable row level security;
-- Nobody reads or writes it directly: only the functions below (and the service role).
revoke all on public.address_suppressions from public, anon, authenticated;
grant select, insert, update, delete on public.address_suppressions to service_role;

-- A subscriber's row carries the address's HMAC from the sign-up, so confirming can lift the
-- address's 'unsubscribed' suppression without the server knowing the address at that moment.
alter table public.newsletter_subscribers
  add column address_hmac text check (address_hmac ~ '^[0-9a-f]{64}$');

/**
 * Subscribes an address, or renews a pending one, and queues the confirmation e-mail; an address
 * already confirmed is left alone and gets no e-mail. A suppressed address signs up like any
 * other (the person opts in again): only the confirmation lifts its suppression.
 * Returns {status: 'pending' | 'confirmed', outbox_ids}.
 */
drop function public.subscribe_newsletter(text, text, text, text, integer, text, jsonb);
create function public.subscribe_newsletter(
  p_email text,
  p_locale text,
  p_confirm_token_hash text,
  p_unsubscribe_token_hash text,
  p_confirm_hours integer,
  p_privacy_policy_version text,
  p_address_hmac text,
  p_emails jsonb
) returns jsonb
  language plpgsql volatile set search_path = ''
as $$
declare
  v_status public.subscriber_status;
begin
  insert into public.newsletter_subscribers (
    email, locale, confirm_token_hash, confirm_expires_at, unsubscribe_token_hash, consent_at,
    privacy_policy_version, address_hmac)
  values (
    p_email, p_locale, p_confirm_token_hash, now() + make_interval(hours => p_confirm_hours),
    p_unsubscribe_token_hash, now(), p_privacy_policy_version, p_address_hmac)
  on conflict (email) do update
    set locale = excluded.locale,
        confirm_token_hash = excluded.confirm_token_hash,
        confirm_expires_at = excluded.confirm_expires_at,
        unsubscribe_token_hash = excluded.unsubscribe_token_hash,
        consent_at = excluded.consent_at,
        privacy_policy_version = excluded.privacy_policy_version,
        address_hmac = excluded.address_hmac,
        status = 'pending',
        unsubscribed_at = null
    where public.newsletter_subscribers.status <> 'confirmed'
  returning status into v_status;
  if v_status is null then
    return jsonb_build_object('status', 'confirmed', 'outbox_ids', '[]'::jsonb);
  end if;
  return jsonb_build_object('status', 'pending', 'outbox_ids', to_jsonb(public.enqueue_emails(p_emails)));
end;
$$;

/**
 * Confirms the subscription whose unexpired token hashes to `p_token_hash` (the token works once)
 * and, in the same transaction, lifts the address's 'unsubscribed' suppression: the person opted in
 * again. Other reasons (a bounce, a complaint) stay until an admin lifts them.
 */
create or replace function public.confirm_newsletter(p_token_hash text) returns boolean
  language plpgsql volatile set search_path = ''
as $$
declare
  v_found boolean;
  v_hmac text;
begin
  update public.newsletter_subscribers
     set status = 'confirmed', confirmed_at = now(), confirm_token_hash = null, confirm_expires_at = null
   where confirm_token_hash = p_token_hash and status = 'pending' and confirm_expires_at > now()
  returning true, address_hmac into v_found, v_hmac;
  if v_hmac is not null then
    delete from public.address_suppressions where address_hmac = v_hmac and reason = 'unsubscribed';
  end if;
  return coalesce(v_found, false);
end;
$$;

/** The address whose unsubscribe token hashes to `p_token_hash`, or null: the server HMACs it. */
create function public.newsletter_unsubscribe_address(p_token_hash text) returns text
  language sql stable set search_path = ''
as $$
  select email from public.newsletter_subscribers where unsubscribe_token_hash = p_token_hash;
$$;

/**
 * Unsubscribes: deletes the subscriber's row and records the address's HMAC as suppressed, in one
 * transaction. The server reads the address first (newsletter_unsubscribe_address) to compute the
 * HMAC; this second call is idempotent (a row already gone deletes and records nothing, a
 * suppression already there stays), so a retry after a failure between the two calls loses
 * nothing: until this call commits, the row and its token are still there. A token already used
 * answers true again, as before the row was deleted.
 */
drop function public.unsubscribe_newsletter(text);
create function public.unsubscribe_newsletter(p_token_hash text, p_address_hmac text) returns boolean
  language plpgsql volatile set search_path = ''
as $$
declare
  v_hmac text;
begin
  delete from public.newsletter_subscribers where unsubscribe_token_hash = p_token_hash
  returning coalesce(p_address_hmac, address_hmac) into v_hmac;
  if not found then
    return exists (select 1 from public.address_suppressions where unsubscribe_token_hash = p_token_hash);
  end if;
  if v_hmac is null then
    raise exception 'An unsubscribe needs the address''s HMAC' using errcode = '22023';
  end if;
  insert into public.address_suppressions (address_hmac, reason, unsubscribe_token_hash)
  values (v_hmac, 'unsubscribed', p_token_hash)
  on conflict (address_hmac, reason) do update
    set unsubscribe_token_hash = excluded.unsubscribe_token_hash;
  return true;
end;
$$;

/** Whether the address of HMAC `p_address_hmac` is suppressed (for any reason): sends skip it. */
create function public.address_suppressed(p_address_hmac text) returns boolean
  language sql stable set search_path = ''
as $$
  select exists (select 1 from public.address_suppressions where address_hmac = p_address_hmac);
$$;

-- Only the server, with the service role, runs these.
do $$
declare
  fn text;
begin
  foreach fn in array array[
    'public.subscribe_newsletter(text, text, text, text, integer, text, text, jsonb)',
    'public.confirm_newsletter(text)',
    'public.newsletter_unsubscribe_address(text)',
    'public.unsubscribe_newsletter(text, text)',
    'public.address_suppressed(text)'
  ] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
end
$$;
