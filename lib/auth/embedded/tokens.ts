import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { isUuid } from '@/lib/validation/uuid';
import type { AuthMethodReference, SessionClaims } from '../types';

// The embedded store's tokens. Access tokens are HS256 JWTs in Supabase's claim shape, so
// auth.uid(), is_admin() and every RLS policy read them as they read Supabase's. Refresh, recovery
// and setup tokens are 32 random bytes; the database keeps only their SHA-256.

/** Access tokens last one hour (as Supabase's default). */
export const accessTokenSeconds = 60 * 60;
/** A session nobody refreshed for 8 hours has ended. */
export const idleSeconds = 8 * 60 * 60;
/** No session outlives 7 days, however active. */
export const absoluteSeconds = 7 * 24 * 60 * 60;
/** A password-reset (or invitation) link works for one hour. */
export const recoverySeconds = 60 * 60;

export const embeddedIssuer = 'urn:law-firm-site:embedded-auth';
export const audience = 'authenticated';

// The shim's service checks ids through this module.
export { isUuid };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A random token for a cookie or a link, and the hash the database keeps of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(
  secret: string,
  claims: {
    sub: string;
    email: string;
    session_id: string;
    aal: 'aal1' | 'aal2';
    amr: AuthMethodReference[];
  },
  now: Date,
): Promise<{ token: string; claims: SessionClaims }> {
  const iat = Math.floor(now.getTime() / 1000);
  const full: SessionClaims = {
    ...claims,
    role: 'authenticated',
    iat,
    exp: iat + accessTokenSeconds,
    iss: embeddedIssuer,
    aud: audience,
  };
  const token = await new SignJWT(full)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(keyOf(secret));
  return { token, claims: full };
}

/**
 * The token's claims when its signature (HS256 with `secret`, nothing else: `alg: none` and every
 * other algorithm are refused), issuer, audience and expiry hold at `now`; else null. Whether the
 * session is still live is the caller's question (the database's).
 */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: embeddedIssuer,
      audience,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'session_id'],
    });
    if (
      payload.role !== 'authenticated' ||
      !isUuid(payload.sub) ||
      !isUuid(payload.session_id) ||
      typeof payload.email !== 'string'
    )
      return null;
    return payload as SessionClaims;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
