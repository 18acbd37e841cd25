import type { Claims, EmbeddedStore } from '@/lib/backend/embedded/store';
import { createUser, openTestStore, startSession } from '@/lib/backend/testing/fixtures';
import { capabilities, leastRole, roleMay, staffRoles, type StaffRole } from './permissions';

// The permission table is written twice: lib/auth/permissions.ts for the guard, and
// public.staff_permissions for the database's functions and RLS. This test fails when either
// changes alone: the rows must be the module's, and staff_may() must answer, role by role and
// action by action, what roleMay() answers. PGlite connects as a superuser, who bypasses RLS:
// every question is asked as the API role, after proving it is not a superuser.

describe('the permission table, in the module and in the database', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  const claims = {} as Record<StaffRole | 'none', Claims>;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of [...staffRoles, 'none'] as const) {
      const id = await createUser(store, `${role}@example.com`, {
        role: role === 'none' ? null : role,
      });
      claims[role] = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    }
  });
  afterAll(() => store.close());

  it('holds the same actions with the same least role', async () => {
    const { rows } = await store.db.query<{ action: string; least_role: string }>(
      'select action, least_role from public.staff_permissions order by action',
    );
    expect(Object.fromEntries(rows.map((row) => [row.action, row.least_role]))).toEqual(leastRole);
  });

  const may = (who: Claims, action: string) =>
    store.asRole(who, async (tx) => {
      const { rows } = await tx.query<{ su: string; may: boolean; role: string | null }>(
        `select current_setting('is_superuser') as su, public.staff_may($1) as may,
                public.staff_role()::text as role`,
        [action],
      );
      expect(rows[0]!.su).toBe('off');
      return rows[0]!;
    });

  it.each(staffRoles)('answers staff_may() for the %s role as the module does', async (role) => {
    const answers = Object.fromEntries(
      await Promise.all(
        capabilities.map(async (action) => [action, (await may(claims[role], action)).may]),
      ),
    );
    expect(answers).toEqual(
      Object.fromEntries(capabilities.map((action) => [action, roleMay(role, action)])),
    );
    expect((await may(claims[role], 'staff.enter')).role).toBe(role);
  });

  it('allows nothing to a visitor, an account without a role, or an unknown action', async () => {
    for (const who of [{ role: 'anon' } as Claims, claims.none])
      for (const action of capabilities) expect((await may(who, action)).may).toBe(false);
    expect((await may(claims.admin, 'staff.everything')).may).toBe(false);
  });

  it('keeps is_admin() true exactly for the admin role', async () => {
    for (const role of [...staffRoles, 'none'] as const) {
      const answer = await store.asRole(claims[role], async (tx) => {
        const { rows } = await tx.query<{ su: string; v: boolean }>(
          `select current_setting('is_superuser') as su, public.is_admin() as v`,
        );
        expect(rows[0]!.su).toBe('off');
        return rows[0]!.v;
      });
      expect(answer).toBe(role === 'admin');
    }
  });

  it('keeps the staff area language in the account’s own profile only', async () => {
    const language = (role: StaffRole) =>
      store.asRole(claims[role], async (tx) => {
        expect(
          (await tx.query<{ su: string }>(`select current_setting('is_superuser') as su`)).rows[0]!
            .su,
        ).toBe('off');
        return (await tx.query<{ v: string | null }>('select public.staff_admin_language() as v'))
          .rows[0]!.v;
      });
    await store.asRole(claims.author, (tx) => tx.query(`select public.set_admin_language('en')`));
    expect(await language('author')).toBe('en');
    expect(await language('editor')).toBeNull();
    await expect(
      store.asRole({ role: 'anon' }, (tx) => tx.query(`select public.set_admin_language('en')`)),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      store.asRole(claims.author, (tx) => tx.query(`select public.set_admin_language('fr')`)),
    ).rejects.toMatchObject({ code: '22023' });
  });
});
