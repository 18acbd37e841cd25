import { NextRequest, NextResponse } from 'next/server';
import { randomUUID } from 'node:crypto';
import { refreshSessionInProxy } from './proxy';
import { readStoredSession, sessionCookieName } from './session-cookie';
import {
  authError,
  fakeSupabase,
  json,
  storedSessionCookies,
  type FakeSupabase,
} from './testing/fake-supabase';

const user = { id: randomUUID(), email: 'socia@firma.example' };

let fake: FakeSupabase;
beforeEach(async () => {
  fake = await fakeSupabase();
});

function requestWith(cookies: { name: string; value: string }[]) {
  return new NextRequest('https://firma.example/admin', {
    headers: { cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') },
  });
}

const cookiesOf = (session: object) => storedSessionCookies(sessionCookieName(fake.url), session);
const config = () => ({ url: fake.url, anonKey: fake.anonKey, fetch: fake.fetch });

describe('refreshSessionInProxy', () => {
  it('renews a session near expiry and sets the new cookies on the response, uncacheable', async () => {
    const old = await fake.session(user, { expiresIn: 20 });
    const renewed = await fake.session(user);
    fake.on((request) =>
      request.url.pathname === '/auth/v1/token' ? json(200, renewed) : undefined,
    );
    const response = NextResponse.next();

    const answered = await refreshSessionInProxy(requestWith(cookiesOf(old)), response, config());

    expect(answered).toBe(response);
    const grants = fake.to('/auth/v1/token');
    expect(grants).toHaveLength(1);
    expect(grants[0]?.url.search).toBe('?grant_type=refresh_token');
    expect(grants[0]?.body).toEqual({ refresh_token: old.refresh_token });
    const name = sessionCookieName(fake.url);
    const cookie = response.cookies.get(name);
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'lax' });
    expect(readStoredSession(response.cookies.getAll(), name)).toEqual({
      accessToken: renewed.access_token,
      refreshToken: renewed.refresh_token,
      expiresAt: renewed.expires_at,
    });
    expect(response.headers.get('set-cookie')).toContain(`${name}=`);
    // The page rendered behind the proxy reads the renewed cookie (Next.js merges this header).
    expect(response.headers.get('x-middleware-set-cookie')).toContain(`${name}=${cookie?.value}`);
    expect(response.headers.get('cache-control')).toBe(
      'private, no-cache, no-store, must-revalidate, max-age=0',
    );
    expect(response.headers.get('expires')).toBe('0');
    expect(response.headers.get('pragma')).toBe('no-cache');
  });

  it('leaves a fresh session alone: no refresh, no cookie, still private and no-store', async () => {
    const response = await refreshSessionInProxy(
      requestWith(cookiesOf(await fake.session(user))),
      NextResponse.next(),
      config(),
    );
    expect(fake.to('/auth/v1/token')).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('asks nothing for a visitor without a session', async () => {
    const response = await refreshSessionInProxy(requestWith([]), NextResponse.next(), config());
    expect(fake.requests).toEqual([]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('clears the cookies when the refresh token is refused', async () => {
    fake.on(() =>
      authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
    );
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await refreshSessionInProxy(
      requestWith(cookiesOf(await fake.session(user, { expiresIn: -10 }))),
      NextResponse.next(),
      config(),
    );
    quiet.mockRestore();
    const cleared = response.cookies.get(sessionCookieName(fake.url));
    expect(cleared).toMatchObject({ value: '', maxAge: 0 });
  });

  it('keeps its hands off a token it cannot check', async () => {
    const session = await fake.session(user);
    const [header, payload] = session.access_token.split('.');
    const kid = JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')).kid;
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url');
    const response = await refreshSessionInProxy(
      requestWith(cookiesOf({ ...session, access_token: `${none}.${payload}.` })),
      NextResponse.next(),
      config(),
    );
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});
