import { createClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { parseEnv } from '@/lib/env';
import type { CookieJar } from '@/lib/auth/types';
import { supabaseAuthAdmin } from './admin';
import { supabaseRequestAuth } from './request';
import { readStoredSession, sessionCookieName } from './session-cookie';
import { memoryJar, storedSessionCookies } from './testing/fake-supabase';

// The Supabase side against a real project, when one is configured for tests (see .env.example):
// it creates throwaway users there and deletes them afterwards. Everything else about this code
// is covered against a stubbed fetch in request.test.ts, admin.test.ts and proxy.test.ts.
const vars = parseEnv(process.env);
const url = vars.SUPABASE_TEST_URL;
const anonKey = vars.SUPABASE_TEST_ANON_KEY;
const serviceRoleKey = vars.SUPABASE_TEST_SERVICE_ROLE_KEY;
const configured = url && anonKey && serviceRoleKey;

const describeProject = configured ? describe : describe.skip;
const title = configured
  ? `Supabase auth against the project at ${new URL(url).host}`
  : 'Supabase auth against a real project (skipped: set SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and SUPABASE_TEST_SERVICE_ROLE_KEY)';

/** A password our rules accept, made for this run only. */
const newPassword = () => `Aa1-${randomBytes(18).toString('base64url')}`;

describeProject(title, () => {
  const project = { url: url ?? '', anonKey: anonKey ?? '' };
  const admin = supabaseAuthAdmin({ url: project.url, serviceRoleKey: serviceRoleKey ?? '' });
  const email = `auth-test-${randomBytes(6).toString('hex')}@example.com`;
  let password = newPassword();
  let userId = '';

  const signedIn = async () => {
    const jar = memoryJar();
    const claims = await supabaseRequestAuth(project, jar.jar).signIn(email, password);
    expect(claims?.sub).toBe(userId);
    return jar;
  };
  /** The jar's session with its expiry moved into the past, so the next load refreshes it. */
  const expired = (jar: CookieJar) => {
    const name = sessionCookieName(project.url);
    const raw = jar.getAll().filter((cookie) => cookie.name.startsWith(name));
    const decoded = raw
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))
      .map((cookie) => cookie.value)
      .join('');
    const session = JSON.parse(
      Buffer.from(decoded.replace(/^base64-/, ''), 'base64url').toString('utf8'),
    );
    return memoryJar(
      storedSessionCookies(name, { ...session, expires_at: Math.floor(Date.now() / 1000) - 10 }),
    );
  };

  beforeAll(async () => {
    ({ id: userId } = await admin.upsertUser({ email, password, role: null }));
  });

  afterAll(async () => {
    if (!userId) return;
    const service = createClient(project.url, serviceRoleKey ?? '', {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    await service.auth.admin.deleteUser(userId);
  });

  it('signs in with the password, and refuses a wrong one', async () => {
    const jar = await signedIn();
    const next = supabaseRequestAuth(project, memoryJar(jar.jar.getAll()).jar);
    expect(await next.claims()).toMatchObject({ sub: userId, email, role: 'authenticated' });
    expect(next.canRefresh()).toBe(false);
    expect(
      await supabaseRequestAuth(project, memoryJar().jar).signIn(email, newPassword()),
    ).toBeNull();
  });

  it('refreshes an expired session with the refresh grant and writes the rotated tokens', async () => {
    const jar = expired((await signedIn()).jar);
    const before = readStoredSession(jar.jar.getAll(), sessionCookieName(project.url));
    const auth = supabaseRequestAuth(project, jar.jar);
    expect(auth.canRefresh()).toBe(true);
    expect(await auth.refresh()).toMatchObject({ sub: userId });
    const after = readStoredSession(jar.jar.getAll(), sessionCookieName(project.url));
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(auth.canRefresh()).toBe(false);
  });

  it('signs out everywhere: another session can no longer refresh', async () => {
    const here = await signedIn();
    const elsewhere = await signedIn();
    await supabaseRequestAuth(project, here.jar).signOut('global');
    expect(here.cookies.size).toBe(0);
    const stale = expired(elsewhere.jar);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await supabaseRequestAuth(project, stale.jar).refresh()).toBeNull();
    quiet.mockRestore();
  });

  it('resets the password through a recovery token, once', async () => {
    const token = await admin.recoveryToken(email);
    expect(token).not.toBeNull();
    const jar = memoryJar();
    const auth = supabaseRequestAuth(project, jar.jar);
    expect(await auth.verifyRecovery(token!.tokenHash)).toBe(true);
    expect(
      await supabaseRequestAuth(project, memoryJar().jar).verifyRecovery(token!.tokenHash),
    ).toBe(false);
    password = newPassword();
    expect(await auth.updatePassword(password)).toEqual({ ok: true });
    await signedIn();
    expect(await admin.recoveryToken(`nobody-${email}`)).toBeNull();
  });

  it('disables the user: listed as disabled, and their password no longer signs in', async () => {
    await admin.disableUser(userId);
    expect((await admin.listUsers()).find((user) => user.id === userId)).toMatchObject({
      email,
      disabled: true,
      isAdmin: false,
    });
    expect(await supabaseRequestAuth(project, memoryJar().jar).signIn(email, password)).toBeNull();
    expect(await admin.recoveryToken(email)).toBeNull();
  });
});
