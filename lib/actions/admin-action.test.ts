import { headers } from 'next/headers';
import * as z from 'zod/mini';
import { requestAuth } from '@/lib/auth';
import type { RequestAuth, SessionClaims } from '@/lib/auth/types';
import { getBackend } from '@/lib/backend';
import { adminAction, notAdminState, refusedRequest, signedOutState } from './form-action';

// The admin form of the action wrapper, against test doubles of the auth seam (RequestAuth) and
// the backend's staff_role(): who may reach `run`, and that nobody else gets that far.

jest.mock('next/headers', () => ({ headers: jest.fn(), cookies: jest.fn() }));
jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));
jest.mock('@/lib/backend', () => ({ getBackend: jest.fn() }));
jest.mock('@/lib/forms/server', () => ({
  clientIp: jest.fn(async () => '203.0.113.7'),
  withinRateLimit: jest.fn(async () => true),
}));

/** One verified authenticator: the session passed its code, as an admin's must. */
const enrolledMfa = {
  listFactors: async () => [
    { id: 'f', friendlyName: null, status: 'verified', createdAt: '2026-11-01T00:00:00Z' },
  ],
};

const claims: SessionClaims = {
  sub: '6f1c1e4e-8d2a-4b8e-9c55-1f2a3b4c5d6e',
  email: 'ana@firma.co',
  role: 'authenticated',
  aal: 'aal2',
  session_id: '0b8a4e52-7a43-4f0e-8f4e-2b6f1d9c3a10',
  exp: 2_000_000_000,
  iat: 1_999_996_400,
};

function fakeAuth(
  session: SessionClaims | null,
  { canRefresh = false, refreshed = null as SessionClaims | null } = {},
) {
  const auth = {
    claims: jest.fn(async () => session),
    canRefresh: jest.fn(() => canRefresh),
    refresh: jest.fn(async () => refreshed),
    mfa: enrolledMfa,
  } as unknown as RequestAuth & {
    claims: jest.Mock;
    canRefresh: jest.Mock;
    refresh: jest.Mock;
  };
  jest.mocked(requestAuth).mockResolvedValue(auth);
  return auth;
}

function fakeBackend(admin: boolean) {
  const staffRole = jest.fn(async () => (admin ? 'admin' : null));
  jest.mocked(getBackend).mockResolvedValue({
    staffRole,
    secondFactorPending: async () => false,
    forms: {},
  } as never);
  return staffRole;
}

/** The request's headers: a post from the site's own page unless the test says otherwise. */
function request(init: Record<string, string> = { 'next-action': 'abc123' }) {
  const sameOrigin = { host: 'abogados.example', origin: 'https://abogados.example' };
  jest.mocked(headers).mockResolvedValue(new Headers({ ...sameOrigin, ...init }) as never);
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
};

const run = jest.fn(async () => undefined);
const action = adminAction({
  name: 'test.admin',
  capability: 'entries.draft',
  text: ['email'],
  schema: z.object({ email: z.string().check(z.minLength(1, 'emailRequired')) }),
  failure: 'failed',
  run,
});

beforeEach(() => {
  jest.clearAllMocks();
  request();
});

describe('adminAction', () => {
  it.each([[[]], [null], [undefined], [{ email: 'x@y.co' }], ['text']])(
    'refuses %p instead of a form, before it looks at any session',
    async (argument) => {
      const auth = fakeAuth(claims);
      expect(await action({ status: 'idle' }, argument as never)).toEqual(refusedRequest);
      expect(auth.claims).not.toHaveBeenCalled();
      expect(run).not.toHaveBeenCalled();
    },
  );

  it('answers a caller without a session with signedOut, and runs nothing', async () => {
    const auth = fakeAuth(null);
    const staffRole = fakeBackend(true);
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co' }))).toEqual(signedOutState);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(staffRole).not.toHaveBeenCalled();
    expect(run).not.toHaveBeenCalled();
  });

  it('sends a plain form post without a session to /login, back to the page it came from', async () => {
    fakeAuth(null);
    request({ referer: 'https://abogados.example/admin/users?x=1' });
    const redirected = action({ status: 'idle' }, form({ email: 'b@firma.co' }));
    await expect(redirected).rejects.toMatchObject({
      digest: expect.stringContaining(`/login?next=${encodeURIComponent('/admin/users?x=1')}`),
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('never sends a plain form post to another site, whatever its Referer says', async () => {
    fakeAuth(null);
    request({ referer: 'https://evil.example//evil.example/x' });
    await expect(action({ status: 'idle' }, form({ email: 'b@firma.co' }))).rejects.toMatchObject({
      digest: expect.stringContaining(`/login?next=${encodeURIComponent('/admin')}`),
    });
  });

  it('refreshes an expired session first (an action may write cookies), then checks it', async () => {
    const auth = fakeAuth(null, { canRefresh: true, refreshed: claims });
    const staffRole = fakeBackend(true);
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co' }))).toEqual({
      status: 'success',
    });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(staffRole).toHaveBeenCalledWith({ kind: 'user', id: claims.sub, claims });
  });

  it('answers a session the refresh cannot renew with signedOut', async () => {
    fakeAuth(null, { canRefresh: true, refreshed: null });
    fakeBackend(true);
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co' }))).toEqual(signedOutState);
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses a signed-in non-admin before parsing: nothing runs, nothing is echoed', async () => {
    fakeAuth(claims);
    const staffRole = fakeBackend(false);
    expect(await action({ status: 'idle' }, form({ email: '' }))).toEqual(notAdminState);
    expect(staffRole).toHaveBeenCalledWith({ kind: 'user', id: claims.sub, claims });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs for an admin, with the parsed data and the verified claims', async () => {
    fakeAuth(claims);
    fakeBackend(true);
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co' }))).toEqual({
      status: 'success',
    });
    expect(run).toHaveBeenCalledWith(
      { email: 'b@firma.co' },
      expect.objectContaining({ claims, ip: '203.0.113.7', values: { email: 'b@firma.co' } }),
    );
  });

  it('still refuses an admin’s control characters and schema errors before running', async () => {
    fakeAuth(claims);
    fakeBackend(true);
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co\u0007' }))).toMatchObject({
      status: 'error',
      fieldErrors: { email: 'textInvalid' },
    });
    expect(await action({ status: 'idle' }, form({ email: '' }))).toMatchObject({
      status: 'error',
      fieldErrors: { email: 'emailRequired' },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('maps a failure of the work to the action’s message, without throwing', async () => {
    fakeAuth(claims);
    fakeBackend(true);
    run.mockRejectedValueOnce(new Error('database down'));
    expect(await action({ status: 'idle' }, form({ email: 'b@firma.co' }))).toEqual({
      status: 'error',
      fieldErrors: {},
      formError: 'failed',
      values: { email: 'b@firma.co' },
    });
  });
});
