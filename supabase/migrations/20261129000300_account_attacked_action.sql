-- The audit action of an account under attack, in a file of its own: a value added to an enum
-- cannot be used in the transaction that adds it, and the sign-in throttle (next file) names it.
alter type public.audit_action add value if not exists 'auth.account_attacked' after 'auth.throttled';
