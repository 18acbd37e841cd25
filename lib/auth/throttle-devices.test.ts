import { createHash, randomUUID } from 'node:crypto';
import { openEmbeddedStore, type EmbeddedStore } from '@/lib/backend/embedded/store';
import type { Rpc } from '@/lib/backend/rpc-error';
import { makeUser, randomPassword, testAuth } from './embedded/testing';
import { throttledSignIn } from './throttle';

// The throttle's recognised browsers and its ceiling, against the real SQL function. The
// database's clock is held still: instead of waiting, `later` moves every time the throttle keeps
// for an account back by the given minutes, which is what the clock moving on looks like to it.

const key = () => createHash('sha256').update(randomUUID()).digest('hex');

describe('sign-in throttling of recognised browsers, and the ceiling', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let rpc: Rpc;
  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    rpc = (fn, args) => store.rpc({ role: 'service_role' }, fn, args);
  });
  afterAll(() => store.close());

  /** One sign-in attempt through the real shim; `deviceHash` null: an unrecognised browser. */
  async function attempt(
    who: { email: string; password: string },
    keys: { ip?: string | null; account: string; device?: string | null },
  ) {
    const { auth } = testAuth(store);
    return throttledSignIn(
      rpc,
      { ipHash: keys.ip ?? key(), accountHash: keys.account, deviceHash: keys.device ?? null },
      async () => (await auth.signIn(who.email, who.password))?.claims ?? null,
    );
  }
  const wrong = (user: { email: string }) => ({ email: user.email, password: randomPassword() });

  /** The clock moves on `minutes` for `account`: everything the throttle keeps for it gets older. */
  async function later(account: string, minutes: number) {
    const by = `${minutes} minutes`;
    await store.db.query(
      `update public.sign_in_failures set failed_at = failed_at - $2::interval where account_hash = $1`,
      [account, by],
    );
    await store.db.query(
      `update public.sign_in_refusals set minute = minute - $2::interval where account_hash = $1`,
      [account, by],
    );
    await store.db.query(
      `update public.sign_in_attacks set started_at = started_at - $2::interval,
              last_at = last_at - $2::interval, held_until = held_until - $2::interval
        where account_hash = $1`,
      [account, by],
    );
  }

  const attackEvents = async (account: string) =>
    (
      await store.db.query<{ n: number }>(
        `select count(*)::int as n from public.audit_events
          where action = 'auth.account_attacked' and target_kind = 'account' and target_id = $1`,
        [account],
      )
    ).rows[0]!.n;

  it('lets a recognised browser in while the account-wide limit holds every other one', async () => {
    const user = await makeUser(store);
    const account = key();
    for (let i = 0; i < 5; i++)
      expect(await attempt(wrong(user), { account })).toEqual({
        ok: false,
        reason: 'invalidCredentials',
      });
    // A new browser with the right password waits, from any address.
    expect(await attempt(user, { account })).toMatchObject({ reason: 'throttled' });
    // The owner's laptop signs in, and its success leaves the attacker's failures counted.
    expect(await attempt(user, { account, device: key() })).toMatchObject({ ok: true });
    expect(await attempt(user, { account })).toMatchObject({ reason: 'throttled' });
  });

  it("holds a recognised browser by its own 5 failures in 15 minutes, and by its address's", async () => {
    const user = await makeUser(store);
    const account = key();
    const stolen = key();
    for (let i = 0; i < 5; i++)
      expect(await attempt(wrong(user), { account, device: stolen })).toMatchObject({
        reason: 'invalidCredentials',
      });
    expect(await attempt(user, { account, device: stolen })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterMinutes: 15,
    });
    // Another recognised browser is not held by that device's failures.
    expect(await attempt(user, { account, device: key() })).toMatchObject({ ok: true });
    // Fifteen minutes on, the device may try again.
    await later(account, 16);
    expect(await attempt(user, { account, device: stolen })).toMatchObject({ ok: true });

    // The address's limit holds everybody, recognised or not.
    const ip = key();
    for (let i = 0; i < 5; i++) await attempt(wrong(user), { ip, account: key() });
    expect(await attempt(user, { ip, account, device: key() })).toMatchObject({
      reason: 'throttled',
    });
  });

  it('past 50 failed attempts in an hour holds every unrecognised browser 15 minutes, not the recognised one', async () => {
    const user = await makeUser(store);
    const account = key();
    // Five failures 14 minutes ago, then refusals from everywhere: 50 failed attempts in all.
    for (let i = 0; i < 5; i++) await attempt(wrong(user), { account });
    await later(account, 14);
    for (let i = 0; i < 45; i++)
      expect(await attempt(wrong(user), { account })).toEqual({
        ok: false,
        reason: 'throttled',
        retryAfterMinutes: 1,
      });
    expect(await attackEvents(account)).toBe(1);
    // The account-wide limit would let go within a minute; the ceiling holds 15, even the
    // right password on a new browser, while the owner's laptop signs in.
    expect(await attempt(user, { account })).toEqual({
      ok: false,
      reason: 'throttled',
      retryAfterMinutes: 15,
    });
    expect(await attempt(user, { account, device: key() })).toMatchObject({ ok: true });
    // More attempts in the same episode record nothing more.
    for (let i = 0; i < 5; i++) await attempt(wrong(user), { account });
    expect(await attackEvents(account)).toBe(1);

    // Sixteen minutes after the last attempt the hold is over, but the hour still counts 50:
    // one attempt goes through and the hold starts again.
    await later(account, 16);
    expect(await attempt(user, { account })).toMatchObject({ ok: true });
    expect(await attempt(user, { account })).toMatchObject({ retryAfterMinutes: 15 });

    // An hour with no attempt ends the episode: the next one past 50 is recorded again.
    await later(account, 61);
    expect(await attempt(user, { account })).toMatchObject({ ok: true });
    for (let i = 0; i < 50; i++) await attempt(wrong(user), { account });
    expect(await attackEvents(account)).toBe(2);
  });

  it('keeps the 49th failed attempt below the ceiling', async () => {
    const user = await makeUser(store);
    const account = key();
    for (let i = 0; i < 49; i++) await attempt(wrong(user), { account });
    expect(await attackEvents(account)).toBe(0);
    await later(account, 16);
    expect(await attempt(user, { account })).toMatchObject({ ok: true });
  });
});
