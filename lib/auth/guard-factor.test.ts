import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { Secret, TOTP } from 'otpauth';
import { requestAuth } from '@/lib/auth';
import { replaceBackend } from '@/lib/backend';
import { embeddedBackend } from '@/lib/backend/embedded/adapter';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import { adminPathHeader } from '@/lib/routing';
import { embeddedMfa, enrollVerifiedFactor } from './embedded/mfa';
import { embeddedRequestAuth } from './embedded/request';
import { makeUser, testAuth, testSecret } from './embedded/testing';
import { allowedCaller, authorize, mustSetUpFactor, requirePage } from './guard';
import { capabilities, roleMay, type StaffRole } from './permissions';
import type { CookieJar } from './types';

// The guard's rule that editors and admins set up an authenticator before anything else, against
// the embedded store: real sessions, real factors and codes, the real staff_role(). Only the
// request's cookies and headers are doubled.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  forbidden: jest.fn(() => {
    throw new Error('forbidden()');
  }),
}));

jest.setTimeout(60_000);

let store: EmbeddedStore;
let shim: ReturnType<typeof testAuth>;
let mfa: ReturnType<typeof embeddedMfa>;
const totpKey = testSecret();
const security = '/admin/account/security';

/** A browser's cookies, the request's `x-admin-path`, and the auth the guard reads them with. */
function browser(adminPath: string) {
  const cookies = new Map<string, string>();
  const jar: CookieJar = {
    getAll: () => [...cookies].map(([name, value]) => ({ name, value })),
    setAll(toSet) {
      for (const { name, value, options } of toSet)
        if (options.maxAge === 0 || value === '') cookies.delete(name);
        else cookies.set(name, value);
    },
  };
  const auth = () =>
    embeddedRequestAuth(shim.auth, jar, { secure: false, now: shim.clock.now, mfa });
  jest.mocked(requestAuth).mockImplementation(async () => auth());
  jest.mocked(headers).mockResolvedValue(new Headers({ [adminPathHeader]: adminPath }) as never);
  return { auth };
}

/**
 * A signed-in `role` on `adminPath`; with `factor`, the account has a verified authenticator and
 * the session passed its code (aal2).
 */
async function signedIn(role: StaffRole, adminPath = '/admin/users?page=2', factor = false) {
  const user = await makeUser(store, { role, who: role });
  const b = browser(adminPath);
  expect(await b.auth().signIn(user.email, user.password)).not.toBeNull();
  if (factor) {
    const secret = new Secret({ size: 20 }).base32;
    const factorId = await enrollVerifiedFactor(store, totpKey, { userId: user.id, secret });
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({
      timestamp: shim.clock.now().getTime(),
    });
    expect(await b.auth().mfa.verify(factorId, code)).toBe(true);
  }
  return { ...b, user };
}

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
  replaceBackend(embeddedBackend(store, mkdtempSync(path.join(tmpdir(), 'guard-factor-'))), store);
  shim = testAuth(store);
  mfa = embeddedMfa({ store, secret: shim.secret, totpKey, now: shim.clock.now });
});
afterAll(() => store.close());
beforeEach(() => {
  jest.clearAllMocks();
});

describe.each(['editor', 'admin'] as const)('an %s without an authenticator', (role) => {
  const allowed = capabilities.filter((can) => roleMay(role, can));

  it.each(allowed)('pages send them to set one up, from anywhere (%s)', async (can) => {
    await signedIn(role);
    expect(await redirectedTo(requirePage(can))).toBe(security);
    expect(forbidden).not.toHaveBeenCalled();
  });

  it('the security page itself opens (its layout asks staff.enter too)', async () => {
    const { user } = await signedIn(role, `${security}?enrolled=1`);
    expect((await requirePage('staff.enter')).claims.sub).toBe(user.id);
    // …and says why they are there.
    expect(await mustSetUpFactor()).toBe(true);
  });

  it.each(allowed)('actions and route handlers are refused with the reason (%s)', async (can) => {
    await signedIn(role);
    expect(await authorize(can, 'test')).toEqual({ ok: false, reason: 'factorRequired' });
    expect(await allowedCaller(can)).toBeNull();
  });

  it('the enrollment action alone lets them through', async () => {
    const { user } = await signedIn(role);
    const access = await authorize('staff.enter', 'admin.enrollFactor', { withoutFactor: true });
    expect(access).toMatchObject({ ok: true, caller: { role, claims: { sub: user.id } } });
  });

  it('what their role may not do stays 403, not the enrollment', async () => {
    await signedIn(role);
    for (const can of capabilities.filter((c) => !roleMay(role, c))) {
      await expect(requirePage(can)).rejects.toThrow('forbidden()');
      expect(await authorize(can)).toEqual({ ok: false, reason: 'forbidden' });
    }
  });
});

describe.each(['editor', 'admin'] as const)('an %s signed in with their code', (role) => {
  it('goes everywhere their role may', async () => {
    await signedIn(role, '/admin/users?page=2', true);
    expect(await mustSetUpFactor()).toBe(false);
    for (const can of capabilities.filter((c) => roleMay(role, c))) {
      expect((await requirePage(can)).role).toBe(role);
      expect(await authorize(can)).toMatchObject({ ok: true });
    }
  });

  it('is sent to set one up again once the factor is gone, in the same session', async () => {
    const { user } = await signedIn(role, '/admin/users?page=2', true);
    expect(await mfa.removeAllFactors(user.id)).toBe(1);
    expect(await authorize('staff.enter')).toEqual({ ok: false, reason: 'factorRequired' });
  });
});

describe('an author without an authenticator', () => {
  it('is not forced: every page and action their role may', async () => {
    await signedIn('author');
    expect(await mustSetUpFactor()).toBe(false);
    for (const can of capabilities.filter((c) => roleMay('author', c))) {
      expect((await requirePage(can)).role).toBe('author');
      expect(await authorize(can)).toMatchObject({ ok: true });
    }
  });
});
