import { Secret, TOTP } from 'otpauth';
import {
  openEmbeddedStore,
  type Claims,
  type EmbeddedStore,
  type Transaction,
} from '@/lib/backend/embedded/store';
import type { StaffRole } from './permissions';
import { embeddedMfa } from './embedded/mfa';
import { makeUser, testAuth, testSecret } from './embedded/testing';

// In the database, an account with a verified factor has no staff role before its session passed
// the code step (aal2): staff_role(), staff_may(), require_permission(), is_admin() and the
// policies built on them answer nothing, and the own-profile read is held by a restrictive
// policy. As every role, never as the superuser PGlite connects as.

const roles: StaffRole[] = ['author', 'editor', 'admin'];

describe('two-factor in the database', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const aal1 = {} as Record<StaffRole | 'plain', Claims>;
  const aal2 = {} as Record<StaffRole, Claims>;

  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    const { auth, secret, clock } = testAuth(store);
    const mfa = embeddedMfa({ store, secret, totpKey: testSecret(), now: clock.now });
    for (const role of roles) {
      const user = await makeUser(store, { role, who: role });
      const session = (await auth.signIn(user.email, user.password))!;
      const { factorId, secret: totp } = (await mfa.enroll(session.claims, 'Firma'))!;
      const code = new TOTP({ secret: Secret.fromBase32(totp) }).generate({
        timestamp: clock.now().getTime(),
      });
      aal2[role] = (await mfa.verify(session.claims, factorId, code))!.claims as Claims;
      // A second session of the same account, after the password only.
      aal1[role] = (await auth.signIn(user.email, user.password))!.claims as Claims;
    }
    const plain = await makeUser(store, { role: 'editor', who: 'plain' });
    aal1.plain = (await auth.signIn(plain.email, plain.password))!.claims as Claims;
  });
  afterAll(() => store.close());

  /** Runs `sql` with `claims`, after proving the transaction is not a superuser's. */
  const run = (claims: Claims, sql: string) =>
    store.asRole(claims, async (tx: Transaction) => {
      const { rows } = await tx.query<{ su: string }>(
        `select current_setting('is_superuser') as su`,
      );
      expect(rows[0]!.su).toBe('off');
      return (await tx.query<Record<string, unknown>>(sql)).rows;
    });

  it.each(roles)('an enrolled %s is no staff member at aal1', async (role) => {
    expect(aal1[role].aal).toBe('aal1');
    expect(
      await run(aal1[role], 'select public.staff_role() as r, public.is_admin() as a'),
    ).toEqual([{ r: null, a: false }]);
    expect(await run(aal1[role], `select public.second_factor_pending() as p`)).toEqual([
      { p: true },
    ]);
    await expect(
      run(aal1[role], `select public.require_permission('staff.enter')`),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await run(aal1[role], 'select user_id from public.staff_profiles')).toEqual([]);
  });

  it.each(roles)('an enrolled %s has its role at aal2', async (role) => {
    expect(await run(aal2[role], 'select public.staff_role() as r')).toEqual([{ r: role }]);
    expect(await run(aal2[role], `select public.second_factor_pending() as p`)).toEqual([
      { p: false },
    ]);
    await run(aal2[role], `select public.require_permission('staff.enter')`);
    expect((await run(aal2[role], 'select user_id from public.staff_profiles')).length).toBe(
      role === 'admin' ? 4 : 1,
    );
  });

  it('an account without a factor keeps its role at aal1; a visitor has none', async () => {
    expect(await run(aal1.plain, 'select public.staff_role() as r')).toEqual([{ r: 'editor' }]);
    expect(await run({ role: 'anon' }, 'select public.second_factor_pending() as p')).toEqual([
      { p: false },
    ]);
  });

  it.each([
    ['anon', { role: 'anon' }],
    ['an enrolled author', 'author'],
    ['an enrolled editor', 'editor'],
    ['an enrolled admin', 'admin'],
  ] as const)('the code step’s tables and functions are the server’s alone (%s)', async (_, c) => {
    const claims = typeof c === 'string' ? aal2[c] : c;
    for (const sql of [
      'select * from public.mfa_code_uses',
      'select * from public.mfa_failures',
      `select public.reserve_mfa_attempt(gen_random_uuid())`,
      `select public.clear_mfa_failures(gen_random_uuid())`,
      `select public.claim_totp_code(gen_random_uuid(), repeat('a', 64), 1)`,
      'select * from public.mfa_recovery_codes',
      `select public.replace_recovery_codes(gen_random_uuid(), array[repeat('a', 64)])`,
      `select public.use_recovery_code(gen_random_uuid(), repeat('a', 64))`,
      `select public.recovery_codes_left(gen_random_uuid())`,
    ])
      await expect(run(claims as Claims, sql)).rejects.toMatchObject({ code: '42501' });
  });
});
