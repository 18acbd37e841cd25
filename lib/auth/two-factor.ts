import 'server-only';
import { recordServerAuditEvent } from '@/lib/audit';
import { getBackend, serviceRpc } from '@/lib/backend';
import { serverSecret } from '@/lib/backend/secrets';
import { codeStepPathFor } from '@/lib/routing';
import { viewerOf } from './guard';
import { replaceRecoveryCodes, spendRecoveryCode, type RecoveryCheck } from './recovery-codes';
import { checkSecondFactor, type CodeCheck } from './two-factor-check';
import type { RequestAuth, SessionClaims, TotpFactor } from './types';

// The second step of a sign-in and the two-factor settings, on top of the auth seam's `mfa`: the
// code rules of two-factor-check.ts with the database's own authority, and the audit events.

/** The account's verified authenticator, if it has one (the one the code step asks). */
export async function verifiedFactor(auth: RequestAuth): Promise<TotpFactor | null> {
  return (await auth.mfa.listFactors()).find((factor) => factor.status === 'verified') ?? null;
}

/**
 * Where a sign-in goes once the password was right: the code step (then `next`) when the account
 * has a verified factor, else `next`. The guard sends an aal1 session of such an account to the
 * code step anyway; this spares the round trip.
 */
export async function pathAfterPassword(claims: SessionClaims, next: string): Promise<string> {
  const pending = await (await getBackend()).secondFactorPending(viewerOf(claims));
  return pending ? codeStepPathFor(next) : next;
}

/**
 * Checks a code for `factorId` of the signed-in `claims` (refused when used already, locked after
 * five wrong ones); a wrong one is recorded in the audit trail as the account's. A right one
 * raises the session to aal2, its cookies written through `auth`.
 */
export async function checkCode(
  auth: RequestAuth,
  claims: SessionClaims,
  { factorId, code, ip }: { factorId: string; code: string; ip: string },
): Promise<CodeCheck> {
  const result = await checkSecondFactor(
    await serviceRpc(),
    { userId: claims.sub, factorId, code },
    (id, given) => auth.mfa.verify(id, given),
  );
  if (!result.ok)
    await recordServerAuditEvent({
      action: 'auth.second_step_failed',
      actorId: claims.sub,
      fields: result.reason === 'locked' ? ['locked'] : [],
      ip,
    });
  return result;
}

/** Ten new recovery codes for the account (the old ones stop working), answered once to show. */
export async function newRecoveryCodes(userId: string): Promise<string[]> {
  const [rpc, salt] = await Promise.all([serviceRpc(), serverSecret('rate-limit-salt')]);
  return replaceRecoveryCodes(rpc, salt, userId);
}

/**
 * A recovery code at the code step of the signed-in `claims`: counted and locked with the wrong
 * codes, accepted once; a wrong one is recorded in the audit trail as the account's.
 */
export async function checkRecoveryCode(
  claims: SessionClaims,
  { code, ip }: { code: string; ip: string },
): Promise<RecoveryCheck> {
  const [rpc, salt] = await Promise.all([serviceRpc(), serverSecret('rate-limit-salt')]);
  const result = await spendRecoveryCode(rpc, salt, claims.sub, code);
  if (!result.ok)
    await recordServerAuditEvent({
      action: 'auth.second_step_failed',
      actorId: claims.sub,
      fields: result.reason === 'locked' ? ['locked', 'recovery_code'] : ['recovery_code'],
      ip,
    });
  return result;
}
