-- The second step's events in the audit trail: a factor enrolled or removed, a wrong code at the
-- code step. (Each value is added in its own statement; none is used in this transaction.)
alter type public.audit_action add value if not exists 'auth.factor_enrolled';
alter type public.audit_action add value if not exists 'auth.factor_removed';
alter type public.audit_action add value if not exists 'auth.second_step_failed';
