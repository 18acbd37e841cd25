import type { Claims, EmbeddedStore, Transaction } from '@/lib/backend/embedded/store';
import { openEmbeddedStore } from '@/lib/backend/embedded/store';
import { LastAdminError } from '../types';
import { embeddedAuthAdmin } from './admin';
import { makeUser, randomEmail, randomPassword, testAuth } from './testing';

// User management on the embedded store, and what it does to is_admin() in the database.

describe('embedded user management', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  beforeEach(async () => {
    // A store per test: "the last admin" depends on every admin the store holds.
    store = await openEmbeddedStore({ dataDir: null, seed: false });
  });
  afterEach(() => store.close());

  /** is_admin() as the database answers it for these claims (never as a superuser). */
  const isAdminInDb = (claims: Claims) =>
    store.asRole(claims, async (tx: Transaction) => {
      const { rows } = await tx.query<{ su: string; v: boolean }>(
        `select current_setting('is_superuser') as su, public.is_admin() as v`,
      );
      expect(rows[0]!.su).toBe('off');
      return rows[0]!.v;
    });

  it('creates a user, then updates its password and admin flag', async () => {
    const admin = embeddedAuthAdmin(store);
    const { auth } = testAuth(store);
    const email = randomEmail('staff');
    const first = randomPassword();
    const created = await admin.upsertUser({
      email: email.toUpperCase(),
      password: first,
      role: null,
    });
    expect(created.created).toBe(true);
    expect(await auth.signIn(email, first)).not.toBeNull();

    const second = randomPassword();
    const updated = await admin.upsertUser({ email, password: second, role: 'admin' });
    expect(updated).toEqual({ id: created.id, created: false });
    expect(await auth.signIn(email, first)).toBeNull();
    expect(await auth.signIn(email, second)).not.toBeNull();

    // Without a password the existing one stays.
    await admin.upsertUser({ email, password: null, role: 'admin' });
    expect(await auth.signIn(email, second)).not.toBeNull();

    const listed = (await admin.listUsers()).find((u) => u.id === created.id);
    expect(listed).toMatchObject({ email, isAdmin: true, disabled: false });
    expect(listed!.lastSignInAt).not.toBeNull();
    expect(await admin.hasAdmin()).toBe(true);
  });

  it('makes is_admin() true only with a live session of an admin', async () => {
    const { auth } = testAuth(store);
    const boss = await makeUser(store, { admin: true });
    const member = await makeUser(store);
    const bossSession = (await auth.signIn(boss.email, boss.password))!;
    const memberSession = (await auth.signIn(member.email, member.password))!;
    expect(await isAdminInDb(bossSession.claims as Claims)).toBe(true);
    expect(await isAdminInDb(memberSession.claims as Claims)).toBe(false);
    // An admin's id with somebody else's session, or with no session, is not enough.
    expect(
      await isAdminInDb({
        ...bossSession.claims,
        session_id: memberSession.claims.session_id,
      } as Claims),
    ).toBe(false);
    expect(await isAdminInDb({ role: 'authenticated', sub: boss.id })).toBe(false);
    expect(await isAdminInDb({ role: 'authenticated', sub: boss.id, session_id: 'garbage' })).toBe(
      false,
    );

    await auth.signOut({ sessionId: bossSession.claims.session_id, userId: boss.id }, 'local');
    expect(await isAdminInDb(bossSession.claims as Claims)).toBe(false);
  });

  it('disabling a user ends its sessions and its admin rights at once', async () => {
    const admin = embeddedAuthAdmin(store);
    const { auth } = testAuth(store);
    await makeUser(store, { admin: true });
    const leaving = await makeUser(store, { admin: true });
    const session = (await auth.signIn(leaving.email, leaving.password))!;
    expect(await isAdminInDb(session.claims as Claims)).toBe(true);

    await admin.disableUser(leaving.id);
    expect(await isAdminInDb(session.claims as Claims)).toBe(false);
    expect(await auth.verify(session.accessToken)).toBeNull();
    expect(await auth.refresh(session.refreshToken)).toBeNull();
    expect(await auth.signIn(leaving.email, leaving.password)).toBeNull();
    const { rows } = await store.db.query('select 1 from auth.sessions where user_id = $1', [
      leaving.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await admin.listUsers()).find((u) => u.id === leaving.id)).toMatchObject({
      disabled: true,
    });
  });

  it('refuses to remove or disable the last admin', async () => {
    const admin = embeddedAuthAdmin(store);
    expect(await admin.hasAdmin()).toBe(false);
    const only = await makeUser(store, { admin: true });
    await expect(admin.setRole(only.id, null)).rejects.toBeInstanceOf(LastAdminError);
    await expect(admin.disableUser(only.id)).rejects.toBeInstanceOf(LastAdminError);
    await expect(
      admin.upsertUser({ email: only.email, password: null, role: null }),
    ).rejects.toBeInstanceOf(LastAdminError);

    // With a second admin, the first can go; then the second is the last.
    const second = await makeUser(store, { admin: true });
    await admin.setRole(only.id, null);
    expect((await admin.listUsers()).find((u) => u.id === only.id)?.isAdmin).toBe(false);
    await expect(admin.disableUser(second.id)).rejects.toBeInstanceOf(LastAdminError);

    // A disabled admin does not count as the one who keeps the firm in.
    const third = await makeUser(store, { admin: true });
    await admin.disableUser(third.id);
    await expect(admin.setRole(second.id, null)).rejects.toBeInstanceOf(LastAdminError);
    expect(await admin.hasAdmin()).toBe(true);

    // Removing rights from a non-admin is no change, not an error.
    const member = await makeUser(store);
    await admin.setRole(member.id, null);
  });

  it('lets an admin with a live session manage users through the SQL functions, and nobody else', async () => {
    const { auth } = testAuth(store);
    const boss = await makeUser(store, { admin: true });
    const member = await makeUser(store);
    const bossClaims = (await auth.signIn(boss.email, boss.password))!.claims as Claims;
    const memberClaims = (await auth.signIn(member.email, member.password))!.claims as Claims;

    const users = (await store.rpc(bossClaims, 'admin_users', {})) as { id: string }[];
    expect(users.map((u) => u.id)).toEqual(expect.arrayContaining([boss.id, member.id]));
    const setRole = (claims: Claims, userId: string, role: string | null) =>
      store.rpc(claims, 'set_staff_role', { p_user_id: userId, p_role: role });
    await setRole(bossClaims, member.id, 'admin');
    expect(await isAdminInDb(memberClaims)).toBe(true);
    await setRole(bossClaims, member.id, 'editor');
    expect(await isAdminInDb(memberClaims)).toBe(false);
    // An admin never takes away their own admin role, even with another admin left.
    await expect(setRole(bossClaims, boss.id, 'editor')).rejects.toMatchObject({
      code: 'P0001',
      body: { message: 'own_admin_role' },
    });

    await expect(store.rpc(memberClaims, 'admin_users', {})).rejects.toMatchObject({
      code: '42501',
    });
    await expect(setRole(memberClaims, member.id, 'admin')).rejects.toMatchObject({
      code: '42501',
    });
    expect(await isAdminInDb(memberClaims)).toBe(false);
  });
});
