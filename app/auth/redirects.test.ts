import { NextRequest } from 'next/server';
import { requestAuth } from '@/lib/auth';
import { log } from '@/lib/log';
import { GET as confirm } from './confirm/route';
import { GET as refresh } from './refresh/route';

// The auth route handlers behind a reverse proxy: the server sees its own address
// (http://localhost:<port>) while the visitor used the site's host. Their redirects must name a
// path, never a host, and never leave the site whatever `next` says.

jest.mock('@/lib/auth', () => ({ requestAuth: jest.fn() }));

type Auth = Awaited<ReturnType<typeof requestAuth>>;
const authAnswering = (auth: Partial<Auth>) =>
  jest.mocked(requestAuth).mockResolvedValue(auth as Auth);

/** A request as the server sees it behind a proxy, with the visitor's host in the headers. */
const behindProxy = (path: string) =>
  new NextRequest(`http://localhost:3000${path}`, {
    headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
  });

const hostile = [
  '/.//evil.example/x',
  '/admin/../..//evil.example/x',
  '//evil.example/x',
  'https://evil.example/x',
  '/%2e%2e//evil.example',
];

function locationOf(response: Response): string {
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  // A path: one "/", then not a second "/" or "\" (which a browser would read as a host).
  expect(location).toMatch(/^\/[^/\\]/);
  return location;
}

beforeEach(() => {
  jest.spyOn(log, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('GET /auth/refresh', () => {
  it('goes back to `next` with a relative Location once refreshed', async () => {
    authAnswering({ refresh: async () => ({}) as never });
    expect(locationOf(await refresh(behindProxy('/auth/refresh?next=%2Fadmin%2Fusers')))).toBe(
      '/admin/users',
    );
  });

  it('sends to sign-in with a relative Location when the session cannot be refreshed', async () => {
    authAnswering({ refresh: async () => null });
    expect(locationOf(await refresh(behindProxy('/auth/refresh?next=%2Fadmin%2Fusers')))).toBe(
      '/login?next=%2Fadmin%2Fusers',
    );
  });

  it.each(hostile)('never leaves the site for next=%j', async (next) => {
    for (const refreshed of [true, false]) {
      authAnswering({ refresh: async () => (refreshed ? ({} as never) : null) });
      const query = new URLSearchParams({ next });
      const location = locationOf(await refresh(behindProxy(`/auth/refresh?${query}`)));
      expect(location).toBe(refreshed ? '/admin' : '/login?next=%2Fadmin');
    }
  });
});

describe('GET /auth/confirm', () => {
  it('goes on to `next` with a relative Location after a valid link', async () => {
    authAnswering({ verifyRecovery: async () => true });
    const path = '/auth/confirm?type=recovery&token_hash=abc&next=%2Flogin%2Fpassword';
    expect(locationOf(await confirm(behindProxy(path)))).toBe('/login/password');
  });

  it.each(hostile)('never leaves the site for next=%j after a valid link', async (next) => {
    authAnswering({ verifyRecovery: async () => true });
    const query = new URLSearchParams({ type: 'recovery', token_hash: 'abc', next });
    expect(locationOf(await confirm(behindProxy(`/auth/confirm?${query}`)))).toBe('/admin');
  });

  it('sends an invalid or malformed link to /login?error=link with a relative Location', async () => {
    authAnswering({ verifyRecovery: async () => false });
    for (const path of [
      '/auth/confirm?type=recovery&token_hash=abc',
      '/auth/confirm?type=signup&token_hash=abc',
      '/auth/confirm?type=recovery',
    ]) {
      expect(locationOf(await confirm(behindProxy(path)))).toBe('/login?error=link');
    }
  });
});
