import { createHash, randomBytes } from 'node:crypto';
import type { Rpc } from '@/lib/backend/rpc-error';

// Recovery codes: ten per account, each 10 characters of base32 (50 bits) shown as two groups of
// five, made when a factor is enrolled or when the person asks for new ones (the old ones stop
// working). The database keeps a salted SHA-256 of each and marks one used in the statement
// that finds it.

export const recoveryCodeCount = 10;
const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';

/** Ten fresh codes, as the person is shown them ("k4m9x-7qp2a"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A code as typed, reduced to what counts: lower case, without spaces or dashes. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** What the database keeps of a code: its SHA-256 under the server's salt and the account. */
export const recoveryCodeHash = (salt: string, userId: string, code: string) =>
  createHash('sha256')
    .update(`recovery:${salt}:${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');

/** Replaces the account's codes by ten new ones, answered once to show. */
export async function replaceRecoveryCodes(rpc: Rpc, salt: string, userId: string) {
  const codes = newRecoveryCodes();
  await rpc('replace_recovery_codes', {
    p_user_id: userId,
    p_hashes: codes.map((code) => recoveryCodeHash(salt, userId, code)),
  });
  return codes;
}

export type RecoveryCheck =
  | { ok: true }
  | { ok: false; reason: 'wrongCode' }
  | { ok: false; reason: 'locked'; retryAfterMinutes: number };

/**
 * Uses a recovery code of the account: counted with the code step's wrong codes (five in 15
 * minutes lock both), accepted once.
 */
export async function spendRecoveryCode(
  rpc: Rpc,
  salt: string,
  userId: string,
  code: string,
): Promise<RecoveryCheck> {
  const wait = Number(await rpc('reserve_mfa_attempt', { p_user_id: userId }));
  if (wait > 0) return { ok: false, reason: 'locked', retryAfterMinutes: Math.ceil(wait / 60) };
  const normalized = normalizeRecoveryCode(code);
  if (!/^[a-z2-7]{10}$/.test(normalized)) return { ok: false, reason: 'wrongCode' };
  const used = await rpc('use_recovery_code', {
    p_user_id: userId,
    p_hash: recoveryCodeHash(salt, userId, normalized),
  });
  if (used !== true) return { ok: false, reason: 'wrongCode' };
  await rpc('clear_mfa_failures', { p_user_id: userId });
  return { ok: true };
}
