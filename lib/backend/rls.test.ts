import type { Transaction } from '@electric-sql/pglite';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, seedSlugs, startSession } from './testing/fixtures';

// PGlite connects as a superuser, who bypasses RLS: every check first proves it is not one.
async function as<T>(store: EmbeddedStore, claims: Claims, fn: (tx: Transaction) => Promise<T>) {
  return store.asRole(claims, async (tx) => {
    const { rows } = await tx.query<{ su: string; role: string }>(
      `select current_setting('is_superuser') as su, current_user as role`,
    );
    expect(rows[0]).toEqual({ su: 'off', role: claims.role });
    return fn(tx);
  });
}

const visibleSlugs = async (tx: Transaction) =>
  (await tx.query<{ slug_es: string }>('select slug_es from public.entries')).rows.map(
    (r) => r.slug_es,
  );

describe('row-level security', () => {
  jest.setTimeout(60_000);
  let store: EmbeddedStore;
  let memberId: string;
  let adminId: string;
  let memberSession: string;
  let adminSession: string;
  let slugs: Awaited<ReturnType<typeof seedSlugs>>;

  beforeAll(async () => {
    store = await openTestStore();
    memberId = await createUser(store, 'member@example.com');
    adminId = await createUser(store, 'admin@example.com', { admin: true });
    memberSession = await startSession(store, memberId);
    adminSession = await startSession(store, adminId);
    slugs = await seedSlugs(store);
  });
  afterAll(() => store.close());

  const anon: Claims = { role: 'anon' };
  const member = (): Claims => ({
    role: 'authenticated',
    sub: memberId,
    session_id: memberSession,
  });
  const admin = (): Claims => ({ role: 'authenticated', sub: adminId, session_id: adminSession });

  it('shows visitors and signed-in non-admins only published entries whose date has come', async () => {
    for (const claims of [anon, member()]) {
      const seen = await as(store, claims, visibleSlugs);
      expect(seen).toContain(slugs.publication.slug_es);
      expect(seen).not.toContain(slugs.draft.slug_es);
      expect(seen).not.toContain(slugs.scheduled.slug_es);
      const hidden = await as(
        store,
        claims,
        async (tx) =>
          (
            await tx.query<{ n: number }>(
              `select count(*)::int as n from public.entries where status = 'draft' or published_at > now()`,
            )
          ).rows[0]!.n,
      );
      expect(hidden).toBe(0);
    }
  });

  it('shows admins every entry, drafts and scheduled ones included', async () => {
    const seen = await as(store, admin(), visibleSlugs);
    expect(seen).toEqual(
      expect.arrayContaining([
        slugs.draft.slug_es,
        slugs.scheduled.slug_es,
        slugs.publication.slug_es,
      ]),
    );
  });

  it('answers is_admin() false for visitors and non-admins, true for admins', async () => {
    const isAdmin = (claims: Claims) =>
      as(
        store,
        claims,
        async (tx) => (await tx.query<{ v: boolean }>('select public.is_admin() as v')).rows[0]!.v,
      );
    expect(await isAdmin(anon)).toBe(false);
    expect(await isAdmin(member())).toBe(false);
    expect(await isAdmin(admin())).toBe(true);
  });

  it('lets nobody but admins write entries', async () => {
    const insert = `insert into public.entries (kind, status, category_id, slug_es, title_es, summary_es)
                    values ('publication', 'draft', 'tax', 'prueba-rls', 'Prueba', 'Resumen')`;
    await expect(as(store, anon, (tx) => tx.query(insert))).rejects.toThrow(/permission denied/);
    await expect(as(store, member(), (tx) => tx.query(insert))).rejects.toThrow(
      /row-level security/,
    );

    const update = `update public.entries set title_es = 'x' where slug_es = '${slugs.publication.slug_es}'`;
    await expect(as(store, anon, (tx) => tx.query(update))).rejects.toThrow(/permission denied/);
    const memberUpdate = await as(
      store,
      member(),
      async (tx) => (await tx.query(update)).affectedRows,
    );
    expect(memberUpdate).toBe(0);
    const memberDelete = await as(
      store,
      member(),
      async (tx) =>
        (
          await tx.query('delete from public.entries where slug_es = $1', [
            slugs.publication.slug_es,
          ])
        ).affectedRows,
    );
    expect(memberDelete).toBe(0);

    await as(store, admin(), async (tx) => {
      await tx.query(insert);
      const update = await tx.query(
        `update public.entries set title_es = 'Prueba editada' where slug_es = 'prueba-rls'`,
      );
      expect(update.affectedRows).toBe(1);
      const removed = await tx.query(`delete from public.entries where slug_es = 'prueba-rls'`);
      expect(removed.affectedRows).toBe(1);
    });
  });

  it('keeps the permission table out of every API role’s reach', async () => {
    for (const claims of [anon, member(), admin()]) {
      await expect(
        as(store, claims, (tx) => tx.query('select * from public.staff_permissions')),
      ).rejects.toThrow(/permission denied/);
    }
  });

  it('shows bulletin items only of visible bulletins and entries', async () => {
    await store.db.query(
      `insert into public.bulletin_items (bulletin_id, entry_id, position)
       select b.id, d.id, 99 from public.entries b, public.entries d
        where b.slug_es = $1 and d.slug_es = $2`,
      [slugs.bulletin.slug_es, slugs.draft.slug_es],
    );
    const count = (claims: Claims) =>
      as(
        store,
        claims,
        async (tx) =>
          (
            await tx.query<{ n: number }>(
              `select count(*)::int as n from public.bulletin_items bi join public.entries d on d.id = bi.entry_id where d.slug_es = $1`,
              [slugs.draft.slug_es],
            )
          ).rows[0]!.n,
      );
    expect(await count(anon)).toBe(0);
    expect(await count(admin())).toBe(1);
  });

  it('lets only admins change categories', async () => {
    await expect(
      as(store, member(), (tx) =>
        tx.query(
          `insert into public.categories (id, label_es, label_en) values ('nueva', 'Nueva', 'New')`,
        ),
      ),
    ).rejects.toThrow(/row-level security/);
    await as(store, admin(), (tx) =>
      tx.query(
        `insert into public.categories (id, label_es, label_en) values ('nueva', 'Nueva', 'New')`,
      ),
    );
    const seen = await as(
      store,
      anon,
      async (tx) =>
        (await tx.query<{ id: string }>(`select id from public.categories where id = 'nueva'`))
          .rows,
    );
    expect(seen).toHaveLength(1);
  });
});
