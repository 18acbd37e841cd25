import type { Rpc } from '@/lib/backend/rpc-error';
import type { SessionClaims, SignInResult } from './types';

// Sign-in throttling in the database (so it holds across server instances), checked before any
// password is hashed, an unknown e-mail counted exactly like a wrong password:
// - 5 failures in 15 minutes per client address hold everybody from that address;
// - 5 failures in 15 minutes per account hold every browser the account does not recognise;
// - a recognised browser (a valid device cookie for that account, lib/auth/device-cookie.ts) is
//   held by its own 5 in 15 minutes instead: as many tries as anybody gets from one address, so
//   a stolen cookie buys no more guesses than a fresh address would, while the owner's laptop
//   keeps working when someone elsewhere hammers the account;
// - past 50 failed attempts in an hour for the account, every unrecognised browser waits 15
//   minutes, the trail records `auth.account_attacked` once per episode and admins see it.
// The check and the count are one step (`reserve_sign_in_attempt`): an attempt is counted as a
// failure before its password is hashed, so attempts sent at once cannot all pass a check that
// none of them has been counted in yet.

export type ThrottleKeys = {
  /** Salted hash of the client address's key (lib/http/client-address), or null when unknown. */
  ipHash: string | null;
  /** Salted hash of the normalized e-mail. */
  accountHash: string;
  /** Salted hash of the recognised browser's id, or null (no valid device cookie for the account). */
  deviceHash?: string | null;
  /** The client address's audit HMAC, for the attack's audit event. */
  ipHmac?: string | null;
};

/**
 * Signs in through `signIn` once the database grants the attempt (it then counts as a failure);
 * a success clears the failures of this browser (the device's, or the unrecognised browsers'),
 * this attempt's among them.
 */
export async function throttledSignIn(
  rpc: Rpc,
  keys: ThrottleKeys,
  signIn: () => Promise<SessionClaims | null>,
): Promise<SignInResult> {
  const deviceHash = keys.deviceHash ?? null;
  const wait = Number(
    await rpc('reserve_sign_in_attempt', {
      p_ip_hash: keys.ipHash,
      p_account_hash: keys.accountHash,
      p_device_hash: deviceHash,
      p_ip_hmac: keys.ipHmac ?? null,
    }),
  );
  if (wait > 0) return { ok: false, reason: 'throttled', retryAfterMinutes: Math.ceil(wait / 60) };
  const claims = await signIn();
  if (!claims) return { ok: false, reason: 'invalidCredentials' };
  await rpc('clear_sign_in_failures', {
    p_account_hash: keys.accountHash,
    p_device_hash: deviceHash,
  });
  return { ok: true, claims };
}
