import { createHash } from 'node:crypto';
import type { Rpc } from '@/lib/backend/rpc-error';

// The code step's rules, the same on both backends (the auth server only says whether a code
// matches): a code is accepted once, and five wrong codes within 15 minutes lock the account's
// code step until the oldest of them is 15 minutes old. Both are kept in the database, so they
// hold across server instances: the attempt is reserved (counted as a failure) and the code
// claimed before the auth server sees it, so codes posted at once cannot pass together.

/** A TOTP time step lasts 30 seconds. */
export const totpStepSeconds = 30;

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'wrongCode' }
  | { ok: false; reason: 'locked'; retryAfterMinutes: number };

/** The 30-second step `at` falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / totpStepSeconds);

/** What the database keeps of a code: its hash, bound to the factor. */
const codeHash = (factorId: string, code: string) =>
  createHash('sha256').update(`totp-code:${factorId}:${code}`).digest('hex');

/** Six digits, nothing else (spaces a person typed between the groups removed). */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '');

/**
 * Checks `code` for the user's factor: refused while the code step is locked, refused without
 * reaching the auth server when the code is not six digits or was already claimed within its
 * validity, else `verify` (the auth server) decides. A right code clears the account's failures.
 */
export async function checkSecondFactor(
  rpc: Rpc,
  input: { userId: string; factorId: string; code: string; now?: Date },
  verify: (factorId: string, code: string) => Promise<boolean>,
): Promise<CodeCheck> {
  const wait = Number(await rpc('reserve_mfa_attempt', { p_user_id: input.userId }));
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterMinutes: Math.ceil(wait / 60) };
  const code = normalizeCode(input.code);
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'wrongCode' };
  const claimed = await rpc('claim_totp_code', {
    p_factor_id: input.factorId,
    p_code_hash: codeHash(input.factorId, code),
    p_step: totpStep(input.now ?? new Date()),
  });
  if (claimed !== true) return { ok: false, reason: 'wrongCode' };
  if (!(await verify(input.factorId, code))) return { ok: false, reason: 'wrongCode' };
  await rpc('clear_mfa_failures', { p_user_id: input.userId });
  return { ok: true };
}
