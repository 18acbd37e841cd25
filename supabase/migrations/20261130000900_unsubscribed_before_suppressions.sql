-- Subscribers who unsubscribed before address_suppressions existed (20261130000810) still have
-- their row, address in clear, with status 'unsubscribed'. The database cannot hash them (the key
-- is the server's secret), so the scheduled job reads a batch of them here and passes each, with
-- the HMAC it computed, to unsubscribe_newsletter, which deletes the row and keeps the hash.

/** Up to `p_limit` subscribers still kept as 'unsubscribed': [{token_hash, email}]. */
create function public.unsubscribed_in_clear(p_limit integer) returns jsonb
  language sql stable set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('token_hash', s.unsubscribe_token_hash,
                                               'email', s.email)), '[]'::jsonb)
    from (select unsubscribe_token_hash, email from public.newsletter_subscribers
           where status = 'unsubscribed'
           order by unsubscribed_at nulls first, id
           limit least(greatest(p_limit, 0), 1000)) s;
$$;

revoke execute on function public.unsubscribed_in_clear(integer) from public, anon, authenticated;
grant execute on function public.unsubscribed_in_clear(integer) to service_role;
