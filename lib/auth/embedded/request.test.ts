import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import type { CookieJar, CookieToSet } from '../types';
import { accessCookieName, refreshCookieName } from './cookies';
import { embeddedRequestAuth } from './request';
import { makeUser, randomPassword, testAuth } from './testing';
import { accessTokenSeconds, idleSeconds } from './tokens';

/** A browser's cookie jar: what the responses set is what the next request sends. */
function browser() {
  const cookies = new Map<string, string>();
  const written: CookieToSet[][] = [];
  const jar: CookieJar = {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll(toSet) {
      written.push(toSet);
      for (const { name, value, options } of toSet)
        if (options.maxAge === 0 || value === '') cookies.delete(name);
        else cookies.set(name, value);
    },
  };
  return { cookies, written, jar };
}

describe('embedded session cookies', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
  });
  afterAll(() => store.close());

  it('writes both tokens httpOnly, SameSite=Lax, on /, Secure when asked, with the limits as lifetimes', async () => {
    for (const secure of [true, false]) {
      const { auth } = testAuth(store);
      const user = await makeUser(store);
      const b = browser();
      const claims = await embeddedRequestAuth(auth, b.jar, { secure }).signIn(
        user.email,
        user.password,
      );
      expect(claims?.sub).toBe(user.id);
      expect(b.written).toHaveLength(1);
      const options = { path: '/', httpOnly: true, sameSite: 'lax', secure };
      expect(b.written[0]).toEqual([
        {
          name: accessCookieName,
          value: expect.any(String),
          options: { ...options, maxAge: accessTokenSeconds },
        },
        {
          name: refreshCookieName,
          value: expect.any(String),
          options: { ...options, maxAge: idleSeconds },
        },
      ]);
    }
  });

  it('reads the session without writing, refreshes only when asked, and signs out', async () => {
    const { auth, clock } = testAuth(store);
    const user = await makeUser(store);
    const b = browser();
    const now = clock.now;
    await embeddedRequestAuth(auth, b.jar, { secure: false, now }).signIn(
      user.email,
      user.password,
    );
    const signedIn = b.written.length;

    // A page (server component) reads verified claims; nothing is written.
    const page = embeddedRequestAuth(auth, b.jar, { secure: false, now });
    expect((await page.claims())?.sub).toBe(user.id);
    expect(page.canRefresh()).toBe(false);
    expect(b.written).toHaveLength(signedIn);
    // A fresh token is not refreshed either.
    await embeddedRequestAuth(auth, b.jar, { secure: false, now }).refresh();
    expect(b.written).toHaveLength(signedIn);

    // An hour later the access token is dead: the page sends the visitor to be refreshed.
    clock.advance(accessTokenSeconds);
    const later = embeddedRequestAuth(auth, b.jar, { secure: false, now });
    expect(await later.claims()).toBeNull();
    expect(later.canRefresh()).toBe(true);
    const oldRefresh = b.cookies.get(refreshCookieName);
    const refreshed = await embeddedRequestAuth(auth, b.jar, { secure: false, now }).refresh();
    expect(refreshed?.sub).toBe(user.id);
    expect(b.cookies.get(refreshCookieName)).not.toBe(oldRefresh);
    expect((await embeddedRequestAuth(auth, b.jar, { secure: false, now }).claims())?.sub).toBe(
      user.id,
    );

    // Setting a password through the cookies' session.
    const next = randomPassword();
    expect(
      await embeddedRequestAuth(auth, b.jar, { secure: false, now }).updatePassword(next),
    ).toEqual({
      ok: true,
    });

    await embeddedRequestAuth(auth, b.jar, { secure: false, now }).signOut('local');
    expect(b.cookies.size).toBe(0);
    expect(await auth.signIn(user.email, next)).not.toBeNull();
  });

  it('clears the cookies when the refresh token was already used', async () => {
    const { auth } = testAuth(store);
    const user = await makeUser(store);
    const b = browser();
    const session = (await auth.signIn(user.email, user.password))!;
    await auth.refresh(session.refreshToken);
    // This browser still holds the used token (a stolen copy, say).
    b.cookies.set(refreshCookieName, session.refreshToken);
    const request = embeddedRequestAuth(auth, b.jar, { secure: false });
    expect(request.canRefresh()).toBe(true);
    expect(await request.refresh()).toBeNull();
    expect(b.cookies.size).toBe(0);
  });

  it('signs out with only a refresh token left (the access token expired)', async () => {
    const { auth } = testAuth(store);
    const user = await makeUser(store);
    const session = (await auth.signIn(user.email, user.password))!;
    const b = browser();
    b.cookies.set(refreshCookieName, session.refreshToken);
    await embeddedRequestAuth(auth, b.jar, { secure: false }).signOut('global');
    expect(await auth.verify(session.accessToken)).toBeNull();
    expect(b.cookies.size).toBe(0);
  });

  it('refuses to set a password without a session', async () => {
    const { auth } = testAuth(store);
    expect(
      await embeddedRequestAuth(auth, browser().jar, { secure: false }).updatePassword(
        randomPassword(),
      ),
    ).toEqual({
      ok: false,
      reason: 'sessionMissing',
    });
  });
});
