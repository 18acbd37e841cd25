import { createHash, randomUUID } from 'node:crypto';
import {
  openEmbeddedStore,
  type Claims,
  type EmbeddedStore,
  type Transaction,
} from '@/lib/backend/embedded/store';
import { auditLog } from '@/lib/backend/audit-log';
import type { StaffRole } from './permissions';
import { makeUser, testAuth } from './embedded/testing';

// Who reads the accounts under attack, and who touches the throttle's tables: the database
// itself decides, as a visitor (anon), an author, an editor and an admin. PGlite connects as a
// superuser, who bypasses RLS: every check first proves it is not one.

type Who = 'anon' | StaffRole;
const callers: Who[] = ['anon', 'author', 'editor', 'admin'];
const key = () => createHash('sha256').update(randomUUID()).digest('hex');

describe('row-level security of the sign-in ceiling', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Who, Claims>;
  const attacked = key();

  beforeAll(async () => {
    store = await openEmbeddedStore({ dataDir: null, seed: false });
    const { auth } = testAuth(store);
    for (const role of ['author', 'editor', 'admin'] as const) {
      const user = await makeUser(store, { role, who: role });
      claims[role] = (await auth.signIn(user.email, user.password))!.claims as Claims;
    }
    const reserve = () =>
      store.rpc({ role: 'service_role' }, 'reserve_sign_in_attempt', {
        p_ip_hash: key(),
        p_account_hash: attacked,
      });
    for (let i = 0; i < 50; i++) await reserve();
  });
  afterAll(() => store.close());

  /** Runs `sql` as `who`, after proving the transaction is not a superuser's; answers rows or the error code. */
  const run = (who: Who, sql: string) =>
    store
      .asRole(claims[who], async (tx: Transaction) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        return (await tx.query(sql)).rows;
      })
      .catch((error: { code?: string }) => ({ code: error.code }));

  it.each(callers)('answers the accounts under attack to admins only (as %s)', async (who) => {
    const answer = await run(
      who,
      'select account_hash, failures from public.sign_in_attacks_now()',
    );
    if (who === 'admin') expect(answer).toEqual([{ account_hash: attacked, failures: 50 }]);
    else expect(answer).toEqual({ code: '42501' });
    // The table itself: no visitor grant, and a policy that shows it to admins only.
    const rows = await run(who, 'select account_hash from public.sign_in_attacks');
    if (who === 'anon') expect(rows).toEqual({ code: '42501' });
    else expect(rows).toEqual(who === 'admin' ? [{ account_hash: attacked }] : []);
  });

  it.each(callers)('lets nobody write the ceiling or read the refusals (as %s)', async (who) => {
    for (const sql of [
      `delete from public.sign_in_attacks`,
      `update public.sign_in_attacks set held_until = now()`,
      `insert into public.sign_in_attacks values ('${key()}', now(), now(), now(), 1)`,
      `select * from public.sign_in_refusals`,
      `delete from public.sign_in_refusals`,
      `select public.reserve_sign_in_attempt(null, '${attacked}', null, null)`,
      `select public.clear_sign_in_failures('${attacked}', null)`,
    ])
      expect([sql, await run(who, sql)]).toEqual([sql, { code: '42501' }]);
  });

  it('reads them through the audit trail seam as an admin, until the hour passes', async () => {
    const admin = auditLog((fn, args) => store.rpc(claims.admin, fn, args));
    expect(await admin.underAttack()).toEqual([
      { accountHash: attacked, failures: 50, lastAt: expect.any(Date) },
    ]);
    await expect(
      auditLog((fn, args) => store.rpc(claims.editor, fn, args)).underAttack(),
    ).rejects.toMatchObject({ code: '42501' });
    await store.db.query(
      `update public.sign_in_attacks set last_at = now() - interval '61 minutes' where account_hash = $1`,
      [attacked],
    );
    expect(await admin.underAttack()).toEqual([]);
  });
});
