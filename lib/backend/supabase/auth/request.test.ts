import { generateKeyPair } from 'jose';
import { randomUUID } from 'node:crypto';
import type { CookieToSet } from '@/lib/auth/types';
import { supabaseRequestAuth } from './request';
import { readStoredSession, sessionCookieName } from './session-cookie';
import {
  authError,
  fakeSupabase,
  json,
  memoryJar,
  randomSecret,
  storedSessionCookies,
  type FakeSupabase,
} from './testing/fake-supabase';

const user = { id: randomUUID(), email: 'socia@firma.example' };

let fake: FakeSupabase;
beforeEach(async () => {
  fake = await fakeSupabase();
});

const authFor = (jar: ReturnType<typeof memoryJar>['jar']) =>
  supabaseRequestAuth({ url: fake.url, anonKey: fake.anonKey, fetch: fake.fetch }, jar);

/** A jar holding the cookies of `session`, as @supabase/ssr writes them. */
const jarWith = (session: object) =>
  memoryJar(storedSessionCookies(sessionCookieName(fake.url), session));

const decoded = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

/** What the jar holds now, read the way the next request will read it. */
const stored = (jar: ReturnType<typeof memoryJar>) =>
  readStoredSession(jar.jar.getAll(), sessionCookieName(fake.url));

function expectPublishableKeyHeaders(headers: Record<string, string>) {
  expect(headers.apikey).toBe(fake.anonKey);
  expect(headers.authorization).toBe(`Bearer ${fake.anonKey}`);
}

describe('supabaseRequestAuth: sign-in', () => {
  it('posts the password grant and writes the session cookie through the jar', async () => {
    const password = randomSecret();
    const session = await fake.session(user);
    fake.on((request) =>
      request.url.pathname === '/auth/v1/token' ? json(200, session) : undefined,
    );
    const jar = memoryJar();

    const claims = await authFor(jar.jar).signIn(user.email, password);

    const [grant, ...others] = fake.to('/auth/v1/token');
    expect(others).toHaveLength(0);
    expect(grant?.method).toBe('POST');
    expect(grant?.url.search).toBe('?grant_type=password');
    expect(grant?.body).toEqual({
      email: user.email,
      password,
      gotrue_meta_security: {},
    });
    expectPublishableKeyHeaders(grant!.headers);
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      role: 'authenticated',
      session_id: decoded(session.access_token).session_id,
    });
    // One cookie under supabase-js's default storage key, httpOnly, Lax, for the whole site.
    expect(jar.written.map((cookie) => cookie.name)).toEqual([`sb-${fake.ref}-auth-token`]);
    expect(jar.written[0]?.options).toMatchObject({
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
    });
    expect(stored(jar)).toEqual({
      accessToken: session.access_token,
      refreshToken: session.refresh_token,
      expiresAt: session.expires_at,
    });
    // The next request reads the same session from those cookies.
    expect(await authFor(memoryJar(jar.jar.getAll()).jar).claims()).toMatchObject({ sub: user.id });
  });

  it('answers null for invalid credentials (400), writing nothing', async () => {
    fake.on((request) =>
      request.url.pathname === '/auth/v1/token'
        ? authError(400, 'invalid_credentials', 'Invalid login credentials')
        : undefined,
    );
    const jar = memoryJar();
    expect(await authFor(jar.jar).signIn(user.email, randomSecret())).toBeNull();
    expect(jar.written).toEqual([]);
  });

  it('answers null for a disabled (banned) account too: the same message as a wrong password', async () => {
    fake.on(() => authError(400, 'user_banned', 'User is banned'));
    expect(await authFor(memoryJar().jar).signIn(user.email, randomSecret())).toBeNull();
  });

  it('throws when Supabase fails otherwise, instead of calling the password wrong', async () => {
    fake.on(() => authError(429, 'over_request_rate_limit', 'Request rate limit reached'));
    await expect(authFor(memoryJar().jar).signIn(user.email, randomSecret())).rejects.toMatchObject(
      { status: 429 },
    );
  });
});

describe('supabaseRequestAuth: claims', () => {
  it('verifies the cookie session’s access token against the project’s signing keys', async () => {
    const session = await fake.session(user);
    const jar = jarWith(session);
    const claims = await authFor(jar.jar).claims();
    expect(claims).toMatchObject({ sub: user.id, email: user.email, aal: 'aal1' });
    // The public keys only: no refresh, no cookie written, the token never sent anywhere.
    expect(fake.requests.map((request) => request.url.pathname)).toEqual([
      '/auth/v1/.well-known/jwks.json',
    ]);
    expect(jar.written).toEqual([]);
  });

  it('answers null without a session cookie, asking nothing', async () => {
    expect(await authFor(memoryJar().jar).claims()).toBeNull();
    expect(fake.requests).toEqual([]);
  });

  it('refuses an expired token without refreshing it (server components cannot write cookies)', async () => {
    const jar = jarWith(await fake.session(user, { expiresIn: -60 }));
    expect(await authFor(jar.jar).claims()).toBeNull();
    // Give a background refresh, were there one, the time to start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.to('/auth/v1/token')).toEqual([]);
    expect(jar.written).toEqual([]);
  });

  it('refuses a token signed with another key under the project’s key id', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const session = await fake.session(user);
    const forged = { ...session, access_token: await fake.accessToken(user, { key: privateKey }) };
    expect(await authFor(jarWith(forged).jar).claims()).toBeNull();
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const session = await fake.session(user);
    const [header, , signature] = session.access_token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...decoded(session.access_token), sub: randomUUID() }),
    ).toString('base64url');
    const tampered = { ...session, access_token: `${header}.${payload}.${signature}` };
    expect(await authFor(jarWith(tampered).jar).claims()).toBeNull();
  });

  it("refuses an unsigned ('alg: none') token", async () => {
    const session = await fake.session(user);
    const claims = Buffer.from(JSON.stringify(decoded(session.access_token))).toString('base64url');
    const kid = JSON.parse(
      Buffer.from(session.access_token.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ).kid;
    const headers = [
      { alg: 'none', typ: 'JWT' },
      { alg: 'none', kid: randomUUID(), typ: 'JWT' },
      // The project's key id with no algorithm to check it by.
      { alg: 'none', kid, typ: 'JWT' },
    ];
    for (const header of headers) {
      const unsigned = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${claims}.`;
      // Without a key to check, supabase-js asks Supabase Auth, which refuses it.
      fake.on((request) =>
        request.url.pathname === '/auth/v1/user'
          ? authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
          : undefined,
      );
      expect(
        await authFor(jarWith({ ...session, access_token: unsigned }).jar).claims(),
      ).toBeNull();
    }
  });

  it("answers null unless the token's role is 'authenticated'", async () => {
    const session = await fake.session(user);
    const anon = { ...session, access_token: await fake.accessToken(user, { role: 'anon' }) };
    expect(await authFor(jarWith(anon).jar).claims()).toBeNull();
  });

  it('throws when Supabase cannot be reached, rather than signing the visitor out', async () => {
    const jar = jarWith(await fake.session(user));
    const unreachable = async () => new Response('upstream down', { status: 503 });
    const auth = supabaseRequestAuth(
      { url: fake.url, anonKey: fake.anonKey, fetch: unreachable as typeof fetch },
      jar.jar,
    );
    await expect(auth.claims()).rejects.toMatchObject({ name: 'AuthRetryableFetchError' });
  });
});

describe('supabaseRequestAuth: canRefresh and refresh', () => {
  it('can refresh an expired access token when a refresh token is stored', async () => {
    expect(authFor(jarWith(await fake.session(user, { expiresIn: -5 })).jar).canRefresh()).toBe(
      true,
    );
    // Within supabase-js's 90 s margin too: refresh() would renew it.
    expect(authFor(jarWith(await fake.session(user, { expiresIn: 30 })).jar).canRefresh()).toBe(
      true,
    );
    expect(authFor(jarWith(await fake.session(user)).jar).canRefresh()).toBe(false);
    expect(authFor(memoryJar().jar).canRefresh()).toBe(false);
    const withoutRefreshToken = {
      ...(await fake.session(user, { expiresIn: -5 })),
      refresh_token: '',
    };
    expect(authFor(jarWith(withoutRefreshToken).jar).canRefresh()).toBe(false);
    expect(fake.requests).toEqual([]);
  });

  it('reads a session split into several cookie chunks', async () => {
    const session = await fake.session(user, { expiresIn: -5 });
    // A large user object (e.g. metadata) makes @supabase/ssr split the cookie.
    const large = {
      ...session,
      user: { ...session.user, user_metadata: { note: 'x'.repeat(5000) } },
    };
    const cookies = storedSessionCookies(sessionCookieName(fake.url), large);
    expect(cookies.length).toBeGreaterThan(1);
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      cookies.map((_, i) => `sb-${fake.ref}-auth-token.${i}`),
    );
    expect(authFor(memoryJar(cookies).jar).canRefresh()).toBe(true);
    // A missing first chunk leaves nothing to read.
    expect(authFor(memoryJar(cookies.slice(1)).jar).canRefresh()).toBe(false);
  });

  it('refresh() posts the refresh grant once and writes the new session', async () => {
    const old = await fake.session(user, { expiresIn: -5 });
    const renewed = await fake.session(user, {
      sessionId: String(decoded(old.access_token).session_id),
    });
    fake.on((request) =>
      request.url.pathname === '/auth/v1/token' ? json(200, renewed) : undefined,
    );
    const jar = jarWith(old);
    const auth = authFor(jar.jar);

    const claims = await auth.refresh();

    const grants = fake.to('/auth/v1/token');
    expect(grants).toHaveLength(1);
    expect(grants[0]?.method).toBe('POST');
    expect(grants[0]?.url.search).toBe('?grant_type=refresh_token');
    expect(grants[0]?.body).toEqual({ refresh_token: old.refresh_token });
    expectPublishableKeyHeaders(grants[0]!.headers);
    expect(claims).toMatchObject({ sub: user.id, exp: decoded(renewed.access_token).exp });
    expect(stored(jar)).toEqual({
      accessToken: renewed.access_token,
      refreshToken: renewed.refresh_token,
      expiresAt: renewed.expires_at,
    });
    expect(auth.canRefresh()).toBe(false);
  });

  it('refresh() leaves a fresh session alone', async () => {
    const jar = jarWith(await fake.session(user));
    expect(await authFor(jar.jar).refresh()).toMatchObject({ sub: user.id });
    expect(fake.to('/auth/v1/token')).toEqual([]);
    expect(jar.written).toEqual([]);
  });

  it('refresh() clears the cookies when the refresh token is refused (reused, revoked, expired)', async () => {
    // supabase-js logs the refused refresh of the session it loads on creation.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    fake.on((request) =>
      request.url.pathname === '/auth/v1/token'
        ? authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
        : undefined,
    );
    const jar = jarWith(await fake.session(user, { expiresIn: -5 }));
    expect(await authFor(jar.jar).refresh()).toBeNull();
    expect(jar.written.length).toBeGreaterThan(0);
    expect(jar.written.every((cookie: CookieToSet) => cookie.options.maxAge === 0)).toBe(true);
    expect(jar.cookies.size).toBe(0);
    quiet.mockRestore();
  });
});

describe('supabaseRequestAuth: sign-out', () => {
  it.each(['global', 'local'] as const)(
    "signOut('%s') posts the scope with the session's token and clears the cookies",
    async (scope) => {
      fake.on((request) =>
        request.url.pathname === '/auth/v1/logout'
          ? new Response(null, { status: 204 })
          : undefined,
      );
      const session = await fake.session(user);
      const jar = jarWith(session);
      await authFor(jar.jar).signOut(scope);
      const [logout] = fake.to('/auth/v1/logout');
      expect(logout?.method).toBe('POST');
      expect(logout?.url.search).toBe(`?scope=${scope}`);
      expect(logout?.headers.authorization).toBe(`Bearer ${session.access_token}`);
      expect(logout?.headers.apikey).toBe(fake.anonKey);
      expect(jar.cookies.size).toBe(0);
    },
  );

  it("signOut('others') ends the other sessions and keeps this one", async () => {
    fake.on(() => new Response(null, { status: 204 }));
    const jar = jarWith(await fake.session(user));
    await authFor(jar.jar).signOut('others');
    expect(fake.to('/auth/v1/logout')[0]?.url.search).toBe('?scope=others');
    expect(jar.written).toEqual([]);
  });
});

describe('supabaseRequestAuth: password recovery', () => {
  it('verifyRecovery posts the token hash to /verify and writes the recovery session', async () => {
    const tokenHash = randomSecret();
    const session = await fake.session(user);
    fake.on((request) =>
      request.url.pathname === '/auth/v1/verify' ? json(200, session) : undefined,
    );
    const jar = memoryJar();
    expect(await authFor(jar.jar).verifyRecovery(tokenHash)).toBe(true);
    const [verify] = fake.to('/auth/v1/verify');
    expect(verify?.method).toBe('POST');
    expect(verify?.body).toEqual({
      type: 'recovery',
      token_hash: tokenHash,
      gotrue_meta_security: {},
    });
    expectPublishableKeyHeaders(verify!.headers);
    expect(stored(jar)?.accessToken).toBe(session.access_token);
  });

  it('verifyRecovery answers false for a used or expired link, writing nothing', async () => {
    fake.on(() => authError(403, 'otp_expired', 'Email link is invalid or has expired'));
    const jar = memoryJar();
    expect(await authFor(jar.jar).verifyRecovery(randomSecret())).toBe(false);
    expect(jar.written).toEqual([]);
  });

  it('updatePassword refuses our weak passwords before asking Supabase', async () => {
    const auth = authFor(jarWith(await fake.session(user)).jar);
    expect(await auth.updatePassword('socia-2026')).toEqual({
      ok: false,
      reason: 'weakPassword',
      reasons: ['length', 'email'],
    });
    expect(fake.to('/auth/v1/user')).toEqual([]);
  });

  it("updatePassword maps Supabase's weak_password reasons", async () => {
    fake.on((request) =>
      request.url.pathname === '/auth/v1/user' && request.method === 'PUT'
        ? authError(422, 'weak_password', 'Password is known to be weak and easy to guess', {
            weak_password: { reasons: ['pwned', 'something_new'] },
          })
        : undefined,
    );
    const auth = authFor(jarWith(await fake.session(user)).jar);
    expect(await auth.updatePassword(randomSecret('Aa1-'))).toEqual({
      ok: false,
      reason: 'weakPassword',
      reasons: ['pwned'],
    });
  });

  it('updatePassword puts the new password with the session’s token', async () => {
    fake.on((request) =>
      request.url.pathname === '/auth/v1/user' && request.method === 'PUT'
        ? json(200, fake.userJson(user))
        : undefined,
    );
    const session = await fake.session(user);
    const jar = jarWith(session);
    const password = randomSecret('Aa1-');
    expect(await authFor(jar.jar).updatePassword(password)).toEqual({ ok: true });
    const [put] = fake.to('/auth/v1/user');
    expect(put?.method).toBe('PUT');
    expect(put?.body).toMatchObject({ password });
    expect(put?.headers.authorization).toBe(`Bearer ${session.access_token}`);
    expect(stored(jar)?.accessToken).toBe(session.access_token);
  });

  it('updatePassword without a session answers sessionMissing', async () => {
    expect(await authFor(memoryJar().jar).updatePassword(randomSecret('Aa1-'))).toEqual({
      ok: false,
      reason: 'sessionMissing',
    });
    expect(fake.requests).toEqual([]);
  });
});
