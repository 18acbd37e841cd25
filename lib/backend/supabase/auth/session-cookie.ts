import type { CookieOptions } from '@supabase/ssr';
import type { CookieToSet } from '@/lib/auth/types';

// What the request side and the proxy share about @supabase/ssr's session cookie. No secret here
// (the proxy imports it too): the cookie's name, its attributes, and a read of its expiry that
// decides nothing about who the visitor is.

/**
 * The cookie @supabase/ssr keeps the session in: supabase-js's default storage key
 * (`sb-<first label of the project's host>-auth-token`), split into `.0`, `.1`… chunks when long.
 * lib/backend/supabase/auth/request.test.ts checks that a sign-in writes exactly this name.
 */
export function sessionCookieName(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Only the server reads the session (no browser client of Supabase Auth here), so the cookie is
 * httpOnly; Secure in production. @supabase/ssr fixes Path=/ and a 400-day Max-Age itself: the
 * session's own limits (8 hours idle, 7 days in all) are Supabase Auth's settings.
 */
export function sessionCookieOptions(): CookieOptions {
  return { httpOnly: true, secure: process.env.NODE_ENV === 'production', sameSite: 'lax' };
}

/** A cookie from @supabase/ssr in the seam's shape (which names the attributes we use). */
export function toCookieToSet(cookie: {
  name: string;
  value: string;
  options: CookieOptions;
}): CookieToSet {
  const { path, maxAge, expires, httpOnly, secure, sameSite } = cookie.options;
  const options: CookieToSet['options'] = {};
  if (path !== undefined) options.path = path;
  if (maxAge !== undefined) options.maxAge = maxAge;
  if (expires !== undefined) options.expires = expires;
  if (httpOnly !== undefined) options.httpOnly = httpOnly;
  if (secure !== undefined) options.secure = secure;
  if (sameSite === true) options.sameSite = 'strict';
  else if (sameSite === 'lax' || sameSite === 'strict' || sameSite === 'none')
    options.sameSite = sameSite;
  return { name: cookie.name, value: cookie.value, options };
}

/** The parts of the stored session this module reads (supabase-js's `Session` JSON). */
export type StoredSession = {
  accessToken: string | null;
  refreshToken: string | null;
  /** Seconds since the epoch; null when the cookie does not say. */
  expiresAt: number | null;
};

const base64Prefix = 'base64-';

/**
 * The session @supabase/ssr stored in `cookies` under `name`: the whole cookie or its chunks
 * joined in order (`name.0`, `name.1`… until one is missing), `base64-` + base64url JSON (its
 * default encoding) or plain JSON. Null when absent or unreadable. Unverified: it says whether a
 * refresh is worth trying and which token to verify, never who the visitor is.
 */
export function readStoredSession(
  cookies: { name: string; value: string }[],
  name: string,
): StoredSession | null {
  const values = new Map(cookies.map((cookie) => [cookie.name, cookie.value]));
  let raw = values.get(name) || '';
  if (!raw) {
    for (let i = 0; values.get(`${name}.${i}`); i += 1) raw += values.get(`${name}.${i}`);
  }
  if (!raw) return null;
  try {
    const json = raw.startsWith(base64Prefix)
      ? Buffer.from(raw.slice(base64Prefix.length), 'base64url').toString('utf8')
      : raw;
    const session: unknown = JSON.parse(json);
    if (typeof session !== 'object' || session === null) return null;
    const { access_token, refresh_token, expires_at } = session as Record<string, unknown>;
    return {
      accessToken: typeof access_token === 'string' && access_token ? access_token : null,
      refreshToken: typeof refresh_token === 'string' && refresh_token ? refresh_token : null,
      expiresAt: typeof expires_at === 'number' ? expires_at : null,
    };
  } catch {
    return null;
  }
}

/** supabase-js refreshes an access token this close to its expiry (its EXPIRY_MARGIN_MS). */
export const refreshMarginSeconds = 90;

/**
 * True when the stored access token is missing, expired or within the refresh margin, and a
 * refresh token is there to get a new one: what `refresh()` would act on.
 */
export function sessionNeedsRefresh(session: StoredSession | null, nowSeconds: number): boolean {
  if (!session?.refreshToken) return false;
  if (!session.accessToken || session.expiresAt === null) return true;
  return session.expiresAt - nowSeconds < refreshMarginSeconds;
}
