import type { Rpc } from '@/lib/backend/rpc-error';
import type { SessionClaims, SignInResult } from './types';

// Sign-in throttling in the database (so it holds across server instances): 5 failures in
// 15 minutes per client address and per account. Checked before any password is hashed, and an
// unknown e-mail counts exactly like a wrong password. The check and the count are one step
// (`reserve_sign_in_attempt`): an attempt is counted as a failure before its password is hashed,
// so attempts sent at once cannot all pass a check that none of them has been counted in yet.

export type ThrottleKeys = {
  /** Salted hash of the client address's key (lib/http/client-address), or null when unknown. */
  ipHash: string | null;
  /** Salted hash of the normalized e-mail. */
  accountHash: string;
};

/**
 * Signs in through `signIn` once the database grants the attempt (it then counts as a failure);
 * a success clears the account's failures, this attempt's among them.
 */
export async function throttledSignIn(
  rpc: Rpc,
  keys: ThrottleKeys,
  signIn: () => Promise<SessionClaims | null>,
): Promise<SignInResult> {
  const wait = Number(
    await rpc('reserve_sign_in_attempt', {
      p_ip_hash: keys.ipHash,
      p_account_hash: keys.accountHash,
    }),
  );
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterMinutes: Math.ceil(wait / 60) };
  const claims = await signIn();
  if (!claims) return { ok: false, reason: 'invalidCredentials' };
  await rpc('clear_sign_in_failures', { p_account_hash: keys.accountHash });
  return { ok: true, claims };
}
