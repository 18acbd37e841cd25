import type { CookieToSet } from '../types';
import { accessTokenSeconds } from './tokens';

// The embedded session's two cookies. httpOnly (no script reads them), SameSite=Lax (sent on a
// top-level navigation from a link in an e-mail, not on cross-site posts), Secure in production,
// path '/' (the proxy-free admin pages, route handlers and server actions all need them).

export const accessCookieName = 'firm-auth-access';
export const refreshCookieName = 'firm-auth-refresh';

const options = (secure: boolean, maxAge: number): CookieToSet['options'] => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure,
  maxAge,
});

/** The cookies of a new or refreshed session. */
export function sessionCookies(
  session: { accessToken: string; refreshToken: string; refreshMaxAge: number },
  secure: boolean,
): CookieToSet[] {
  return [
    {
      name: accessCookieName,
      value: session.accessToken,
      options: options(secure, accessTokenSeconds),
    },
    {
      name: refreshCookieName,
      value: session.refreshToken,
      options: options(secure, session.refreshMaxAge),
    },
  ];
}

/** Removes both cookies (sign-out, an ended session). */
export function clearedCookies(secure: boolean): CookieToSet[] {
  return [accessCookieName, refreshCookieName].map((name) => ({
    name,
    value: '',
    options: options(secure, 0),
  }));
}
