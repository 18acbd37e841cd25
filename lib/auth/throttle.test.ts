import { createHash, randomUUID } from 'node:crypto';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import type { Rpc } from '@/lib/backend/rpc-error';
import { makeUser, randomEmail, randomPassword, testAuth } from './embedded/testing';
import { throttledSignIn } from './throttle';

// Throttling against the real SQL function: 5 failures in 15 minutes per address and per
// account, unknown e-mails counted the same, and each attempt reserved (checked and counted) before
// any password is hashed. PGlite runs one call at a time: attempts sent at once are tested on a
// real PostgreSQL server (throttle.pg.test.ts).

const key = () => createHash('sha256').update(randomUUID()).digest('hex');

describe('sign-in throttling', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let rpc: Rpc;
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    rpc = (fn, args) => store.rpc({ role: 'service_role' }, fn, args);
  });
  afterAll(() => store.close());

  /** The real shim's sign-in, throttled with these keys; counts the hash comparisons. */
  function attempt(ipHash: string | null, accountHash: string) {
    const { auth, compare } = testAuth(store);
    return async (email: string, password: string) => {
      compare.calls = 0;
      const result = await throttledSignIn(rpc, { ipHash, accountHash }, async () => {
        const session = await auth.signIn(email, password);
        return session?.claims ?? null;
      });
      return { result, hashed: compare.calls };
    };
  }

  it('blocks an account after 5 failures, before hashing, even from new addresses, and unknown e-mails alike', async () => {
    for (const email of [(await makeUser(store)).email, randomEmail('nobody')]) {
      const account = key();
      for (let i = 0; i < 5; i++) {
        const { result, hashed } = await attempt(key(), account)(email, randomPassword());
        expect(result).toEqual({ ok: false, reason: 'invalidCredentials' });
        expect(hashed).toBe(1);
      }
      const { result, hashed } = await attempt(key(), account)(email, randomPassword());
      expect(result).toEqual({ ok: false, reason: 'throttled', retryAfterMinutes: 15 });
      expect(hashed).toBe(0);
    }
  });

  it('blocks an address after 5 failures, whatever accounts it tries', async () => {
    const ip = key();
    for (let i = 0; i < 5; i++)
      expect((await attempt(ip, key())(randomEmail(), randomPassword())).result.ok).toBe(false);
    const user = await makeUser(store);
    const { result, hashed } = await attempt(ip, key())(user.email, user.password);
    expect(result).toMatchObject({ reason: 'throttled' });
    expect(hashed).toBe(0);
    // Another address signs in to the same account at once.
    expect((await attempt(key(), key())(user.email, user.password)).result.ok).toBe(true);
  });

  it("forgets an account's failures on success, and counts only the last 15 minutes", async () => {
    const user = await makeUser(store);
    const account = key();
    for (let i = 0; i < 4; i++) await attempt(null, account)(user.email, randomPassword());
    expect((await attempt(null, account)(user.email, user.password)).result.ok).toBe(true);
    for (let i = 0; i < 4; i++) await attempt(null, account)(user.email, randomPassword());
    expect((await attempt(null, account)(user.email, user.password)).result.ok).toBe(true);

    const counted = async (accountHash: string) =>
      Number(
        (
          await store.db.query<{ n: number }>(
            'select count(*)::int as n from public.sign_in_failures where account_hash = $1',
            [accountHash],
          )
        ).rows[0]!.n,
      );
    // The granted attempt counted until the success cleared it, with the failures before it.
    expect(await counted(account)).toBe(0);

    // Five granted attempts, the oldest 16 minutes ago: four count, so one more is granted.
    const other = key();
    const reserve = () =>
      rpc('reserve_sign_in_attempt', { p_ip_hash: null, p_account_hash: other });
    for (let i = 0; i < 5; i++) expect(await reserve()).toBe(0);
    await store.db.query(
      `update public.sign_in_failures set failed_at = now() - interval '16 minutes'
        where id = (select min(id) from public.sign_in_failures where account_hash = $1)`,
      [other],
    );
    expect(await reserve()).toBe(0);
    // Five in the window now, the oldest 10 minutes ago: the wait is what is left of its 15
    // minutes, and a refused attempt is not counted (it cannot lengthen the wait).
    await store.db.query(
      `update public.sign_in_failures set failed_at = now() - interval '10 minutes'
        where id = (select min(id) from public.sign_in_failures where account_hash = $1 and failed_at > now() - interval '15 minutes')`,
      [other],
    );
    for (let i = 0; i < 3; i++) {
      const wait = Number(await reserve());
      expect(wait).toBeGreaterThan(4 * 60);
      expect(wait).toBeLessThanOrEqual(5 * 60);
    }
    expect(await counted(other)).toBe(6);
  });
});
