import { randomUUID } from 'node:crypto';
import {
  openEmbeddedStore,
  type Claims,
  type EmbeddedStore,
  type Transaction,
} from '@/lib/backend/embedded/store';
import { makeUser, testAuth } from './embedded/testing';

// The database itself refuses the admin area's tables and functions to anybody not entitled,
// whatever the server code does: as a visitor (anon), as a signed-in non-admin and as an admin.
// PGlite connects as a superuser, who bypasses RLS: every check first proves it is not one.

type Who = 'anon' | 'member' | 'admin';

describe('row-level security of the admin area', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let claims: Record<Who, Claims>;
  let memberId: string;
  let adminId: string;
  const hash = 'a'.repeat(64);

  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    const { auth } = testAuth(store);
    const member = await makeUser(store, { who: 'member' });
    const admin = await makeUser(store, { who: 'admin', admin: true });
    memberId = member.id;
    adminId = admin.id;
    claims = {
      anon: { role: 'anon' },
      member: (await auth.signIn(member.email, member.password))!.claims as Claims,
      admin: (await auth.signIn(admin.email, admin.password))!.claims as Claims,
    };
    await store.db.query(
      `insert into auth.setup_tokens (token_hash, expires_at) values ($1, now() + interval '1 day')`,
      [hash],
    );
    await store.rpc({ role: 'service_role' }, 'reserve_sign_in_attempt', {
      p_ip_hash: hash,
      p_account_hash: hash,
    });
  });
  afterAll(() => store.close());

  /** Runs `sql` as `who`, after proving the transaction is not a superuser's. */
  const run = (who: Who, sql: string, params: unknown[] = []) =>
    store.asRole(claims[who], async (tx: Transaction) => {
      const { rows } = await tx.query<{ su: string; role: string }>(
        `select current_setting('is_superuser') as su, current_user as role`,
      );
      expect(rows[0]).toEqual({ su: 'off', role: claims[who].role });
      return (await tx.query(sql, params)).rows;
    });

  const refused = async (who: Who, sql: string, params: unknown[] = []) =>
    expect(run(who, sql, params)).rejects.toMatchObject({ code: '42501' });

  const everyone: Who[] = ['anon', 'member', 'admin'];

  it('asks is_admin() of the database: false for visitors and non-admins, true for an admin', async () => {
    const answer = async (who: Who) =>
      ((await run(who, 'select public.is_admin() as v')) as { v: boolean }[])[0]!.v;
    expect(await answer('anon')).toBe(false);
    expect(await answer('member')).toBe(false);
    expect(await answer('admin')).toBe(true);
  });

  it.each([
    'public.staff_permissions',
    'public.sign_in_failures',
    'auth.users',
    'auth.sessions',
    'auth.refresh_tokens',
    'auth.setup_tokens',
  ])('lets no API role read or write %s, admins included', async (table) => {
    for (const who of everyone) {
      await refused(who, `select * from ${table}`);
      await refused(who, `delete from ${table}`);
    }
    await refused('admin', `insert into public.staff_permissions values ('x.y', 'author')`);
  });

  it('lets an account read its own profile, an admin every one, and nobody write one', async () => {
    const seen = async (who: Who) =>
      ((await run(who, 'select user_id from public.staff_profiles')) as { user_id: string }[])
        .map((row) => row.user_id)
        .sort();
    await refused('anon', 'select * from public.staff_profiles');
    expect(await seen('member')).toEqual([]);
    expect(await seen('admin')).toEqual(expect.arrayContaining([adminId]));
    for (const who of everyone) {
      await refused(who, `insert into public.staff_profiles (user_id, role) values ($1, 'admin')`, [
        memberId,
      ]);
      await refused(who, `update public.staff_profiles set role = 'admin'`);
      await refused(who, 'delete from public.staff_profiles');
    }
  });

  it('keeps the sign-in throttle to the service role', async () => {
    for (const who of everyone) {
      await refused(who, 'select public.reserve_sign_in_attempt($1, $1)', [hash]);
      await refused(who, 'select public.clear_sign_in_failures($1)', [hash]);
    }
    // The second attempt on these keys (the first was reserved above) is granted.
    expect(
      await store.rpc({ role: 'service_role' }, 'reserve_sign_in_attempt', {
        p_ip_hash: hash,
        p_account_hash: hash,
      }),
    ).toBe(0);
  });

  it('lists users and changes roles for admins only', async () => {
    await refused('anon', 'select * from public.admin_users()');
    await refused('member', 'select * from public.admin_users()');
    const listed = (await run('admin', 'select id from public.admin_users()')) as { id: string }[];
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining([memberId, adminId]));

    await refused('anon', `select public.set_staff_role($1, 'admin')`, [memberId]);
    await refused('member', `select public.set_staff_role($1, 'admin')`, [memberId]);
    const isAdmin = async () =>
      (
        await store.db.query(
          `select 1 from public.staff_profiles where user_id = $1 and role = 'admin'`,
          [memberId],
        )
      ).rows.length === 1;
    expect(await isAdmin()).toBe(false);
    await run('admin', `select public.set_staff_role($1, 'admin')`, [memberId]);
    expect(await isAdmin()).toBe(true);
    await run('admin', 'select public.set_staff_role($1, null)', [memberId]);
    expect(await isAdmin()).toBe(false);
  });

  it('ends sessions for the service role only', async () => {
    for (const who of everyone)
      await refused(who, 'select public.end_user_sessions($1)', [memberId]);
    for (const who of everyone) await refused(who, 'select public.assert_user_manager()');
    const sessions = async () =>
      (await store.db.query('select 1 from auth.sessions where user_id = $1', [memberId])).rows
        .length;
    expect(await sessions()).toBe(1);
    await store.rpc({ role: 'service_role' }, 'end_user_sessions', { p_user_id: memberId });
    expect(await sessions()).toBe(0);
  });

  it('does not take a forged session id for a live one', async () => {
    const forged = { ...claims.admin, session_id: randomUUID() };
    await store.asRole(forged, async (tx) => {
      const { rows } = await tx.query<{ su: string; v: boolean }>(
        `select current_setting('is_superuser') as su, public.is_admin() as v`,
      );
      expect(rows[0]).toEqual({ su: 'off', v: false });
    });
    await expect(store.rpc(forged, 'admin_users', {})).rejects.toMatchObject({ code: '42501' });
  });
});
