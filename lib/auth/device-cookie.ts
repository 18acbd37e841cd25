import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { saltedHash, serverSecret } from '@/lib/backend/secrets';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import type { CookieToSet } from './types';

// The sign-in's device cookie: a browser that completed a sign-in to an account carries, for 30
// days, a token signed with a server secret naming the account (the throttle's salted hash of
// its e-mail, never the e-mail), when, and a random id of this browser. The throttle does not hold
// such a browser by the account-wide limit, only by its own (see reserve_sign_in_attempt), so
// someone typing wrong passwords elsewhere cannot keep the owner out of their own laptop. A token
// that is forged, expired, malformed or names another account is no token at all.

export const deviceCookieName = 'firm-device';
/** How long a browser stays recognised after its last completed sign-in. */
export const deviceCookieSeconds = 30 * 24 * 60 * 60;
const audience = 'urn:law-firm-site:sign-in-device';
/** Far above a real token's ~300 characters: a longer cookie is not parsed at all. */
const maxTokenLength = 1024;

const claimsSchema = z.object({
  sub: z.string().regex(/^[0-9a-f]{64}$/),
  jti: z.uuid(),
});

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A device token for the account `accountHash`, issued at `now` to a new browser id. */
export async function signDeviceToken(
  secret: string,
  accountHash: string,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountHash)
    .setAudience(audience)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + deviceCookieSeconds)
    .sign(keyOf(secret));
}

/**
 * The browser id `token` names when it is signed with `secret` (HS256 only), not expired at
 * `now`, issued no more than 30 days before it, and for `accountHash`; else null.
 */
export async function deviceIdOf(
  secret: string,
  token: string,
  accountHash: string,
  now: Date,
): Promise<string | null> {
  if (token.length === 0 || token.length > maxTokenLength) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience,
      currentDate: now,
      maxTokenAge: deviceCookieSeconds,
      requiredClaims: ['sub', 'jti', 'iat', 'exp'],
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success || claims.data.sub !== accountHash) return null;
    // Not issued in the future either (a token signed with a clock set ahead).
    if ((payload.iat ?? Infinity) > Math.floor(now.getTime() / 1000) + 60) return null;
    return claims.data.jti;
  } catch {
    return null;
  }
}

/** The cookie as the browser gets it: httpOnly, SameSite=Lax, Secure as the session cookies are. */
export function deviceCookie(token: string): CookieToSet {
  return {
    name: deviceCookieName,
    value: token,
    options: {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      // As the session's cookies: Secure in production; a development server on http://localhost
      // would otherwise never get it back from a cookie jar (browsers treat loopback as secure).
      secure: env().NODE_ENV === 'production',
      maxAge: deviceCookieSeconds,
    },
  };
}

/** The signing secret, or null when it cannot be had (with Supabase and no variable set). */
export async function deviceSecret(): Promise<string | null> {
  try {
    return await serverSecret('device-cookie-key');
  } catch (error) {
    log.error({ err: error }, 'Device cookie: no signing secret, so no browser is recognised');
    return null;
  }
}

/**
 * The salted hash the throttle counts a recognised browser by, or null when `token` (the
 * cookie's value, if any) is no valid device token for `accountHash`.
 */
export async function recognisedDeviceHash(
  token: string | undefined,
  accountHash: string,
  now: Date = new Date(),
): Promise<string | null> {
  if (!token) return null;
  const secret = await deviceSecret();
  if (!secret) return null;
  const id = await deviceIdOf(secret, token, accountHash, now);
  return id === null ? null : saltedHash(`signin-device:${id}`);
}
