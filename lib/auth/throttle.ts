import type { Rpc } from '@/lib/backend/rpc-error';
import type { SessionClaims, SignInResult } from './types';

// Sign-in throttling in the database (so it holds across server instances): 5 failures in
// 15 minutes per client address and per account. Checked before any password is hashed, and an
// unknown e-mail counts exactly like a wrong password.

export type ThrottleKeys = {
  /** Salted hash of the client address, or null when the address is unknown. */
  ipHash: string | null;
  /** Salted hash of the normalized e-mail. */
  accountHash: string;
};

/**
 * Signs in through `signIn` unless the throttle says wait; records a failure, or clears the
 * account's failures on success.
 */
export async function throttledSignIn(
  rpc: Rpc,
  keys: ThrottleKeys,
  signIn: () => Promise<SessionClaims | null>,
): Promise<SignInResult> {
  const wait = Number(
    await rpc('sign_in_throttle', { p_ip_hash: keys.ipHash, p_account_hash: keys.accountHash }),
  );
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterMinutes: Math.ceil(wait / 60) };
  const claims = await signIn();
  if (!claims) {
    await rpc('record_sign_in_failure', {
      p_ip_hash: keys.ipHash,
      p_account_hash: keys.accountHash,
    });
    return { ok: false, reason: 'invalidCredentials' };
  }
  await rpc('clear_sign_in_failures', { p_account_hash: keys.accountHash });
  return { ok: true, claims };
}
