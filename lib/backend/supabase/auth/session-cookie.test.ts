import {
  readStoredSession,
  refreshMarginSeconds,
  sessionCookieName,
  sessionNeedsRefresh,
  toCookieToSet,
} from './session-cookie';
import { randomSecret, storedSessionCookies } from './testing/fake-supabase';

const name = sessionCookieName('https://abcdefgh.supabase.co');
const session = { access_token: randomSecret(), refresh_token: randomSecret(), expires_at: 2e9 };

describe('session cookie', () => {
  it("is named after the project's first host label, like supabase-js's storage key", () => {
    expect(name).toBe('sb-abcdefgh-auth-token');
    expect(sessionCookieName('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });

  it('reads the base64url encoding @supabase/ssr writes, and plain JSON', () => {
    const expected = {
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      expiresAt: 2e9,
    };
    expect(readStoredSession(storedSessionCookies(name, session), name)).toEqual(expected);
    expect(readStoredSession([{ name, value: JSON.stringify(session) }], name)).toEqual(expected);
  });

  it('ignores other cookies, and answers null for garbage', () => {
    expect(readStoredSession([{ name: 'sb-other-auth-token', value: '{}' }], name)).toBeNull();
    expect(readStoredSession([{ name, value: 'base64-%%%' }], name)).toBeNull();
    expect(readStoredSession([{ name, value: 'null' }], name)).toBeNull();
    expect(readStoredSession([{ name, value: '{"access_token":3}' }], name)).toEqual({
      accessToken: null,
      refreshToken: null,
      expiresAt: null,
    });
  });

  it('needs a refresh within the 90 s margin, only with a refresh token', () => {
    const stored = { accessToken: 'a', refreshToken: 'r', expiresAt: 1000 };
    expect(sessionNeedsRefresh(stored, 1000 - refreshMarginSeconds - 1)).toBe(false);
    expect(sessionNeedsRefresh(stored, 1000 - refreshMarginSeconds + 1)).toBe(true);
    expect(sessionNeedsRefresh(stored, 2000)).toBe(true);
    expect(sessionNeedsRefresh({ ...stored, accessToken: null }, 0)).toBe(true);
    expect(sessionNeedsRefresh({ ...stored, refreshToken: null }, 2000)).toBe(false);
    expect(sessionNeedsRefresh(null, 0)).toBe(false);
  });

  it("keeps the attributes the seam names, in the seam's shape", () => {
    expect(
      toCookieToSet({
        name,
        value: 'v',
        options: {
          path: '/',
          maxAge: 0,
          httpOnly: true,
          secure: true,
          sameSite: true,
          domain: 'x',
        },
      }),
    ).toEqual({
      name,
      value: 'v',
      options: { path: '/', maxAge: 0, httpOnly: true, secure: true, sameSite: 'strict' },
    });
    expect(toCookieToSet({ name, value: '', options: { sameSite: false } }).options).toEqual({});
  });
});
