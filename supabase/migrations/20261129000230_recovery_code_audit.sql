-- A recovery code used at the code step, in the audit trail.
alter type public.audit_action add value if not exists 'auth.recovery_code_used';
