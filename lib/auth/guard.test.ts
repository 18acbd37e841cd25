import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { requestAuth } from '@/lib/auth';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { Secret, TOTP } from 'otpauth';
import { adminPathHeader } from '@/lib/routing';
import { accessCookieName } from './embedded/cookies';
import { roleMustEnroll } from './factor-rule';
import { embeddedMfa, enrollVerifiedFactor } from './embedded/mfa';
import { embeddedRequestAuth } from './embedded/request';
import { makeUser, testAuth, testSecret } from './embedded/testing';
import { accessTokenSeconds } from './embedded/tokens';
import { allowedCaller, authorize, requirePage, viewerOf } from './guard';
import { capabilities, roleMay, type StaffRole } from './permissions';
import type { CookieJar } from './types';

// The guard against the embedded store: real sessions (the shim's own sign-in, refresh and
// verification) and the real staff_role() under the caller's claims. Only how the request's
// cookies and headers reach the guard is doubled.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  // The real one needs Next.js's authInterrupts switch; this one throws the same way, visibly.
  forbidden: jest.fn(() => {
    throw new Error('forbidden()');
  }),
}));

jest.setTimeout(60_000);

let store: EmbeddedStore;
let shim: ReturnType<typeof testAuth>;
let mfa: ReturnType<typeof embeddedMfa>;
const totpKey = testSecret();

/** A browser's cookies, the request's `x-admin-path`, and the auth the guard reads them with. */
function browser(adminPath = '/admin/users?page=2') {
  const cookies = new Map<string, string>();
  const jar: CookieJar = {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll(toSet) {
      for (const { name, value, options } of toSet)
        if (options.maxAge === 0 || value === '') cookies.delete(name);
        else cookies.set(name, value);
    },
  };
  // A new request each time, as the site makes one per request.
  const auth = () =>
    embeddedRequestAuth(shim.auth, jar, { secure: false, now: shim.clock.now, mfa });
  jest.mocked(requestAuth).mockImplementation(async () => auth());
  jest.mocked(headers).mockResolvedValue(new Headers({ [adminPathHeader]: adminPath }) as never);
  return { cookies, auth };
}

/**
 * A signed-in account. An editor or admin has a verified authenticator and the session passed its
 * code (aal2), as their roles require, unless `factor` is false (the password alone, no factor).
 */
async function signedIn({
  admin = false,
  role,
  factor = true,
}: {
  admin?: boolean;
  role?: StaffRole;
  factor?: boolean;
}) {
  const user = await makeUser(store, { admin, role, who: role ?? (admin ? 'admin' : 'staff') });
  const b = browser();
  const claims = await b.auth().signIn(user.email, user.password);
  expect(claims?.sub).toBe(user.id);
  const must = admin || (role !== undefined && roleMustEnroll(role));
  if (factor && must) {
    const secret = new Secret({ size: 20 }).base32;
    const factorId = await enrollVerifiedFactor(store, totpKey, { userId: user.id, secret });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: shim.clock.now().getTime(),
    });
    expect(await b.auth().mfa.verify(factorId, code)).toBe(true);
  }
  return { ...b, user };
}

/** Where a page's redirect() sends the visitor (its digest names the location). */
async function redirectedTo(page: Promise<unknown>): Promise<string> {
  const error = await page.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  const digest = String((error as { digest?: unknown } | null)?.digest ?? '');
  expect(digest).toMatch(/^NEXT_REDIRECT;/);
  return digest.split(';')[2]!;
}

beforeAll(async () => {
  store = await openEmbeddedStore({ dataDir: null, seed: false });
  const uploads = mkdtempSync(path.join(tmpdir(), 'guard-test-'));
  replaceBackend(embeddedBackend(store, uploads), store);
  shim = testAuth(store);
  mfa = embeddedMfa({ store, secret: shim.secret, totpKey, now: shim.clock.now });
});
afterAll(() => store.close());
beforeEach(() => jest.clearAllMocks());

describe('the guard, for an anonymous visitor', () => {
  it.each(capabilities)('pages send them to the sign-in, back here after it (%s)', async (can) => {
    browser();
    expect(await redirectedTo(requirePage(can))).toBe(
      `/login?next=${encodeURIComponent('/admin/users?page=2')}`,
    );
    expect(forbidden).not.toHaveBeenCalled();
  });

  it.each(capabilities)('actions and route handlers answer signedOut (%s)', async (can) => {
    browser();
    expect(await authorize(can)).toEqual({ ok: false, reason: 'signedOut' });
  });

  it('a public page in draft preview shows them what every visitor sees', async () => {
    browser();
    expect(await allowedCaller('preview.read')).toBeNull();
  });

  it('a forged access cookie counts as no session at all', async () => {
    const { cookies } = browser();
    cookies.set(accessCookieName, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(await authorize('entries.draft')).toEqual({ ok: false, reason: 'signedOut' });
    expect(await redirectedTo(requirePage('staff.enter'))).toMatch(/^\/login\?next=/);
  });
});

describe('the guard, for a signed-in user without a staff role', () => {
  it.each(capabilities)('pages answer 403 (%s)', async (can) => {
    await signedIn({ admin: false });
    await expect(requirePage(can)).rejects.toThrow('forbidden()');
    expect(forbidden).toHaveBeenCalledTimes(1);
  });

  it.each(capabilities)('actions and route handlers answer forbidden (%s)', async (can) => {
    await signedIn({ admin: false });
    expect(await authorize(can)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('a public page in draft preview shows them what every visitor sees', async () => {
    await signedIn({ admin: false });
    expect(await allowedCaller('preview.read')).toBeNull();
  });
});

describe.each(['author', 'editor'] as const)('the guard, for an %s', (role) => {
  it.each(capabilities)('lets them do what the permission table says (%s)', async (can) => {
    await signedIn({ role });
    if (roleMay(role, can)) {
      const page = await requirePage(can);
      expect(page.role).toBe(role);
      expect(await authorize(can)).toEqual({ ok: true, caller: page });
      expect(await allowedCaller(can)).toEqual(page);
    } else {
      await expect(requirePage(can)).rejects.toThrow('forbidden()');
      expect(await authorize(can)).toEqual({ ok: false, reason: 'forbidden' });
      expect(await allowedCaller(can)).toBeNull();
    }
  });
});

describe('the guard, for an admin', () => {
  it.each(capabilities)('pages, actions and previews let them through (%s)', async (can) => {
    const { user } = await signedIn({ admin: true });
    const page = await requirePage(can);
    expect(page.claims.sub).toBe(user.id);
    expect(page.viewer).toEqual(viewerOf(page.claims));
    expect(page.role).toBe('admin');
    const action = await authorize(can);
    expect(action).toEqual({ ok: true, caller: page });
    expect(await allowedCaller(can)).toEqual(page);
  });

  it('pages send an expired session through /auth/refresh (they cannot write cookies)', async () => {
    await signedIn({ admin: true });
    shim.clock.advance(accessTokenSeconds);
    expect(await redirectedTo(requirePage('entries.draft'))).toBe(
      `/auth/refresh?next=${encodeURIComponent('/admin/users?page=2')}`,
    );
  });

  it('actions and route handlers refresh an expired session themselves, then let them through', async () => {
    const { user, cookies } = await signedIn({ admin: true });
    const before = cookies.get(accessCookieName);
    shim.clock.advance(accessTokenSeconds);
    const access = await authorize('entries.draft');
    expect(access).toMatchObject({ ok: true, caller: { claims: { sub: user.id } } });
    expect(cookies.get(accessCookieName)).not.toBe(before);
  });

  it('loses every right once the admin role is gone, on the very next call', async () => {
    const { user } = await signedIn({ admin: true });
    await store.db.query('delete from public.staff_profiles where user_id = $1', [user.id]);
    expect(await authorize('users.manage')).toEqual({ ok: false, reason: 'forbidden' });
    await expect(requirePage('staff.enter')).rejects.toThrow('forbidden()');
  });
});

describe('the guard, for an account with an authenticator signed in with its password only', () => {
  async function enrolled() {
    const b = await signedIn({ admin: true, factor: false });
    await store.db.query(
      `insert into auth.mfa_factors (user_id, friendly_name, status) values ($1, 'Firma', 'verified')`,
      [b.user.id],
    );
    return b;
  }

  it.each(capabilities)('pages send it to the code step, back here after it (%s)', async (can) => {
    await enrolled();
    expect(await redirectedTo(requirePage(can))).toBe(
      `/login/code?next=${encodeURIComponent('/admin/users?page=2')}`,
    );
    expect(forbidden).not.toHaveBeenCalled();
  });

  it.each(capabilities)('actions and route handlers answer signedOut (%s)', async (can) => {
    await enrolled();
    expect(await authorize(can)).toEqual({ ok: false, reason: 'signedOut' });
  });
});

describe('viewerOf', () => {
  it('is the backend viewer of the session’s own user and claims', () => {
    const claims = {
      sub: '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e',
      email: 'ana@firma.co',
      role: 'authenticated' as const,
      aal: 'aal1',
      session_id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
      exp: 2_000_000_000,
      iat: 1_999_996_400,
    };
    expect(viewerOf(claims)).toEqual({ kind: 'user', id: claims.sub, claims });
  });
});
