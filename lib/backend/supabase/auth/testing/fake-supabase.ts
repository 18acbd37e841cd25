import { createChunks, stringToBase64URL } from '@supabase/ssr';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { CookieJar, CookieToSet } from '@/lib/auth/types';

// A stand-in for Supabase's HTTP API in unit tests: supabase-js runs for real and sends its
// requests to `fake.fetch`, which records each one and answers what the test scripted. Tokens are
// real ES256 JWTs signed with a key generated per project, published at the JWKS endpoint the way
// a project with asymmetric signing keys does; nothing secret is spelled anywhere.

export type RecordedRequest = {
  method: string;
  url: URL;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  body: unknown;
};

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

/** A random value for a test key or token (never a spelled secret). */
export const randomSecret = (prefix = '') => `${prefix}${randomBytes(18).toString('base64url')}`;

export type FakeUser = { id: string; email: string };

export async function fakeSupabase() {
  const ref = `t${randomBytes(6).toString('hex')}`;
  const url = `https://${ref}.supabase.test`;
  const anonKey = randomSecret('sb_publishable_');
  const serviceRoleKey = randomSecret('sb_secret_');
  const kid = randomUUID();
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const requests: RecordedRequest[] = [];
  const handlers: Handler[] = [];

  const fetchStub = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    if (recorded.url.pathname === '/auth/v1/.well-known/jwks.json')
      return json(200, { keys: [publicJwk] });
    for (const handler of [...handlers].reverse()) {
      const answer = await handler(recorded);
      if (answer) return answer;
    }
    return json(404, {
      code: 'not_scripted',
      message: `${request.method} ${recorded.url.pathname}`,
    });
  };

  /** An access token with Supabase's claim shape; `expiresIn` may be negative (expired). */
  async function accessToken(
    user: FakeUser,
    options: {
      expiresIn?: number;
      sessionId?: string;
      role?: string;
      key?: CryptoKey;
      claims?: Record<string, unknown>;
    } = {},
  ) {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = options.expiresIn ?? 3600;
    return new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: options.role ?? 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: options.sessionId ?? randomUUID(),
      is_anonymous: false,
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(`${url}/auth/v1`)
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(options.key ?? privateKey);
  }

  /** GoTrue's user object, as the token, verify and user endpoints answer it. */
  function userJson(user: FakeUser) {
    const at = new Date().toISOString();
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      email_confirmed_at: at,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: at,
      updated_at: at,
      is_anonymous: false,
    };
  }

  /** A session as GoTrue's token endpoint answers it (and supabase-js stores it). */
  async function session(user: FakeUser, options: { expiresIn?: number; sessionId?: string } = {}) {
    const expiresIn = options.expiresIn ?? 3600;
    return {
      access_token: await accessToken(user, options),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: Math.floor(Date.now() / 1000) + expiresIn,
      refresh_token: randomSecret(),
      user: userJson(user),
    };
  }

  return {
    url,
    ref,
    anonKey,
    serviceRoleKey,
    fetch: fetchStub as typeof fetch,
    requests,
    /** Answers the requests `handler` returns a response for; later handlers win. */
    on(handler: Handler) {
      handlers.push(handler);
    },
    /** The requests to `path` (the URL's pathname), in order. */
    to(path: string) {
      return requests.filter((request) => request.url.pathname === path);
    },
    accessToken,
    session,
    userJson,
  };
}

export type FakeSupabase = Awaited<ReturnType<typeof fakeSupabase>>;

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A GoTrue error in the 2024-01-01 API version supabase-js asks for (`code` is the error code). */
export function authError(status: number, code: string, message: string, extra: object = {}) {
  return json(status, { code, message, ...extra }, { 'x-supabase-api-version': '2024-01-01' });
}

/** A PostgREST error, as a failed SQL function call answers it. */
export function restError(status: number, code: string, message: string) {
  return json(status, { code, message, details: null, hint: null });
}

/** The cookies @supabase/ssr would have written for `session`, chunked and encoded as it does. */
export function storedSessionCookies(name: string, session: object) {
  return createChunks(name, `base64-${stringToBase64URL(JSON.stringify(session))}`);
}

/** A request's cookies that records what the auth layer writes and applies it, like a browser. */
export function memoryJar(initial: { name: string; value: string }[] = []) {
  const cookies = new Map(initial.map((cookie) => [cookie.name, cookie.value]));
  const written: CookieToSet[] = [];
  const jar: CookieJar = {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll(toSet) {
      for (const cookie of toSet) {
        written.push(cookie);
        if (cookie.value === '' || cookie.options.maxAge === 0) cookies.delete(cookie.name);
        else cookies.set(cookie.name, cookie.value);
      }
    },
  };
  return { jar, cookies, written };
}
