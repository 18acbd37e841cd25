import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { rpcAs, testPool } from '@/lib/backend/testing/postgres';
import { throttledSignIn, type ThrottleKeys } from './throttle';

// The throttle under concurrency, on a real PostgreSQL server: 20 wrong sign-ins sent at once,
// each through its own connection, as 20 requests reach 20 server instances. Exactly 5 may reach
// the password check; the other 15 are throttled before any hashing. Past the ceiling (50 failed
// attempts in an hour), bursts record the attack once.

const key = () => createHash('sha256').update(randomUUID()).digest('hex');
const attempts = 20;

describe('sign-in throttling under concurrent attempts', () => {
  jest.setTimeout(60_000);
  let pool: Pool;
  let storedHash: string;
  beforeAll(async () => {
    pool = testPool({ max: attempts + 5 });
    // A real bcrypt comparison per attempt (cost 10, as stored), so each attempt takes as long
    // as a sign-in does while the others run.
    const { rows } = await pool.query<{ hash: string }>(
      `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
      [randomBytes(18).toString('base64url')],
    );
    storedHash = rows[0]!.hash;
  });
  afterAll(() => pool.end());

  /** `attempts` wrong sign-ins at once, keyed by `keys(i)`: the results, and how many hashed. */
  async function burst(keys: (i: number) => ThrottleKeys) {
    const rpc = rpcAs(pool, { role: 'service_role' });
    let hashed = 0;
    const wrongPassword = async () => {
      hashed++;
      const { rows } = await pool.query<{ ok: boolean }>(
        'select extensions.crypt($1, $2) = $2 as ok',
        [randomBytes(18).toString('base64url'), storedHash],
      );
      expect(rows[0]!.ok).toBe(false);
      return null;
    };
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, i) => throttledSignIn(rpc, keys(i), wrongPassword)),
    );
    const reasons = results.map((result) => (result.ok ? 'signed in' : result.reason)).sort();
    return { hashed, reasons };
  }

  const expected = [
    ...Array<string>(5).fill('invalidCredentials'),
    ...Array<string>(attempts - 5).fill('throttled'),
  ];

  it('lets exactly 5 of 20 simultaneous attempts on one account reach the hash', async () => {
    const account = key();
    const { hashed, reasons } = await burst(() => ({ ipHash: key(), accountHash: account }));
    expect(reasons).toEqual(expected);
    expect(hashed).toBe(5);
  });

  it('lets exactly 5 of 20 simultaneous attempts from one address reach the hash', async () => {
    const address = key();
    const { hashed, reasons } = await burst(() => ({ ipHash: address, accountHash: key() }));
    expect(reasons).toEqual(expected);
    expect(hashed).toBe(5);
  });

  it('records an account past the ceiling once when its attempts arrive at once, and holds no recognised browser', async () => {
    const account = key();
    for (let round = 0; round < 3; round++)
      await burst(() => ({ ipHash: key(), accountHash: account }));
    const events = async () =>
      (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from public.audit_events
            where action = 'auth.account_attacked' and target_id = $1`,
          [account],
        )
      ).rows[0]!.n;
    expect(await events()).toBe(1);
    // Twenty recognised browsers at once: each its own 5, nobody held by the ceiling.
    const { reasons } = await burst(() => ({
      ipHash: key(),
      accountHash: account,
      deviceHash: key(),
    }));
    expect(reasons).toEqual(Array<string>(attempts).fill('invalidCredentials'));
    expect(await events()).toBe(1);
  });
});
