import 'server-only';
import { backendConfig } from '@/lib/backend/config';
import { getEmbeddedStore, serviceRpc } from '@/lib/backend';
import { saltedHash, serverSecret } from '@/lib/backend/secrets';
import { env } from '@/lib/env';
import { addressKey } from '@/lib/http/address-key';
import {
  deviceCookie,
  deviceCookieName,
  deviceSecret,
  recognisedDeviceHash,
  signDeviceToken,
} from './device-cookie';
import type { AuthAdmin, CookieJar, RequestAuth, SignInResult } from './types';
import { throttledSignIn, type ThrottleKeys } from './throttle';

// The auth seam's entry points. The backend decides which side answers: the embedded shim
// (lib/auth/embedded) or Supabase Auth (lib/backend/supabase/auth). Server code decides with `claims()`,
// which is verified (signature, expiry, live session) on both.

export type * from './types';

/** The embedded shim of this process: one per store, with its signing secret and TOTP key. */
async function embeddedAuthOfProcess() {
  const [{ embeddedAuth }, { embeddedMfa }, store, secret, totpKey] = await Promise.all([
    import('./embedded/service'),
    import('./embedded/mfa'),
    getEmbeddedStore(),
    serverSecret('embedded-jwt-secret'),
    serverSecret('totp-encryption-key'),
  ]);
  return { auth: embeddedAuth({ store, secret }), mfa: embeddedMfa({ store, secret, totpKey }) };
}

/** Auth bound to explicit cookies (route handlers, the proxy on Supabase). */
export async function requestAuthFor(jar: CookieJar): Promise<RequestAuth> {
  const config = backendConfig();
  if (config.kind === 'supabase') {
    const { supabaseRequestAuth } = await import('@/lib/backend/supabase/auth/request');
    return supabaseRequestAuth({ url: config.url, anonKey: config.anonKey }, jar);
  }
  const [{ embeddedRequestAuth }, { auth, mfa }] = await Promise.all([
    import('./embedded/request'),
    embeddedAuthOfProcess(),
  ]);
  return embeddedRequestAuth(auth, jar, { secure: env().NODE_ENV === 'production', mfa });
}

/** Auth for the current request, its cookies through `next/headers`. */
export async function requestAuth(): Promise<RequestAuth> {
  const { cookies } = await import('next/headers');
  const store = await cookies();
  return requestAuthFor({
    getAll: () => store.getAll(),
    setAll(toSet) {
      try {
        for (const { name, value, options } of toSet) store.set(name, value, options);
      } catch {
        // A server component cannot write cookies; it never refreshes (see RequestAuth).
      }
    },
  });
}

/** The service-role side: user management for scripts, the setup page and /admin/users. */
export async function authAdmin(): Promise<AuthAdmin> {
  const config = backendConfig();
  if (config.kind === 'supabase') {
    if (!config.serviceRoleKey)
      throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: managing users needs it.');
    const { supabaseAuthAdmin } = await import('@/lib/backend/supabase/auth/admin');
    return supabaseAuthAdmin({ url: config.url, serviceRoleKey: config.serviceRoleKey });
  }
  const [{ embeddedAuthAdmin }, store] = await Promise.all([
    import('./embedded/admin'),
    getEmbeddedStore(),
  ]);
  return embeddedAuthAdmin(store);
}

/** Salted SHA-256 of a client address or an e-mail: the throttle tables hold neither. */
export async function clientKeyHash(kind: 'ip' | 'account', value: string): Promise<string> {
  const key = kind === 'account' ? value.trim().toLowerCase() : value;
  return saltedHash(`signin-${kind}:${key}`);
}

/**
 * The throttle's keys for a sign-in: the client address's key (an IPv6 client by its /64, see
 * lib/http/address-key; null when the address is unknown) and the e-mail, each salted and hashed.
 */
export async function signInKeys(email: string, ip: string): Promise<ThrottleKeys> {
  const client = addressKey(ip);
  const [ipHash, accountHash] = await Promise.all([
    client === null ? null : clientKeyHash('ip', client),
    clientKeyHash('account', email),
  ]);
  return { ipHash, accountHash };
}

/**
 * Signs in unless the throttle holds this attempt (lib/auth/throttle.ts: 5 failures in 15
 * minutes from this address; for the account, unless this browser's device cookie is valid for
 * it, then for this device; the ceiling of 50 in an hour), checked in the database before any
 * hashing; unknown e-mails count the same. `ip` is the client address as
 * lib/http/client-address reads it, or '' / 'unknown' when unknown (then only the account
 * counts: one shared bucket would let one visitor lock everybody out).
 */
export async function signInThrottled(
  email: string,
  password: string,
  ip: string,
): Promise<SignInResult> {
  const [rpc, keys, auth, { auditIpHmacOf }, { cookies }] = await Promise.all([
    serviceRpc(),
    signInKeys(email, ip),
    requestAuth(),
    import('@/lib/backend/request-audit'),
    import('next/headers'),
  ]);
  const ipHmac = await auditIpHmacOf(ip);
  const token = (await cookies()).get(deviceCookieName)?.value;
  const deviceHash = await recognisedDeviceHash(token, keys.accountHash);
  return throttledSignIn(rpc, { ...keys, deviceHash, ipHmac }, () => auth.signIn(email, password));
}

/**
 * Marks this browser as one that completed a sign-in to the account of `email` (the device
 * cookie, lib/auth/device-cookie.ts): the ONE place it is set. Call it once the sign-in is
 * complete, every step of it, never before. A browser that then signs in to another account is
 * recognised for that one instead.
 */
export async function rememberDevice(email: string): Promise<void> {
  const [{ cookies }, secret, accountHash] = await Promise.all([
    import('next/headers'),
    deviceSecret(),
    clientKeyHash('account', email),
  ]);
  if (!secret) return;
  const { name, value, options } = deviceCookie(
    await signDeviceToken(secret, accountHash, new Date()),
  );
  (await cookies()).set(name, value, options);
}
