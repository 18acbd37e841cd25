import { randomUUID } from 'node:crypto';
import {
  openEmbeddedStore,
  type Claims,
  type EmbeddedStore,
  type Transaction,
} from '@/lib/backend/embedded/store';
import { makeUser, testAuth } from '@/lib/auth/embedded/testing';
import { auditActions } from './actions';

// The audit trail in the database itself: append-only for every API role (admins included),
// written only through record_audit_event, read only by admins, one hash chain that a row edited
// as the database's owner breaks, and the purge as the only way out. PGlite connects as a
// superuser, who bypasses RLS: every check as an API role first proves it is not one.

type Who = 'anon' | 'member' | 'admin' | 'service';
const hmac = 'b'.repeat(64);

describe('the audit trail in SQL', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  let claims: Record<Who, Claims>;
  let memberId: string;
  let adminId: string;

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
      service: { role: 'service_role' },
    };
  });
  afterAll(() => store.close());

  /** Runs `sql` as `who`, after proving the transaction is not a superuser's. */
  const run = (who: Who, sql: string, params: unknown[] = []) =>
    store.asRole(claims[who], async (tx: Transaction) => {
      const { rows } = await tx.query<{ su: string }>(
        `select current_setting('is_superuser') as su`,
      );
      expect(rows[0]!.su).toBe('off');
      return (await tx.query<Record<string, unknown>>(sql, params)).rows;
    });
  const record = (who: Who, args: Record<string, unknown>) =>
    store.rpc(claims[who], 'record_audit_event', args) as Promise<number>;
  const verify = async () =>
    (
      (await store.rpc({ role: 'service_role' }, 'verify_audit_chain', {})) as {
        ok: boolean;
        first_broken_id: number | null;
        checked: number;
      }[]
    )[0]!;
  const everyone: Who[] = ['anon', 'member', 'admin', 'service'];

  it('knows the same actions as lib/audit/actions.ts', async () => {
    const { rows } = await store.db.query<{ values: string[] }>(
      `select enum_range(null::public.audit_action)::text[] as values`,
    );
    expect(rows[0]!.values).toEqual([...auditActions]);
  });

  it('records through record_audit_event, with the caller as the actor and their role', async () => {
    const id = await record('admin', {
      p_action: 'category.rename',
      p_target_kind: 'category',
      p_target_id: 'laboral',
      p_fields: ['label_es', 'label_en'],
      p_ip_hmac: hmac,
    });
    const { rows } = await store.db.query(
      'select actor_id, actor_role, action, fields, ip_hmac from public.audit_events where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({
      actor_id: adminId,
      actor_role: 'admin',
      action: 'category.rename',
      fields: ['label_es', 'label_en'],
      ip_hmac: hmac,
    });
  });

  it('lets a signed-in caller record only as themselves, the server name the account', async () => {
    await expect(
      record('member', { p_action: 'auth.sign_out', p_actor_id: adminId }),
    ).rejects.toMatchObject({ body: { code: '42501' } });
    await expect(record('anon', { p_action: 'auth.sign_out' })).rejects.toMatchObject({
      body: { code: '42501' },
    });
    await expect(record('member', { p_action: 'audit.purge' })).rejects.toMatchObject({
      body: { code: '42501' },
    });
    const own = await record('member', { p_action: 'auth.sign_out', p_actor_id: memberId });
    const server = await record('service', { p_action: 'auth.sign_in', p_actor_id: adminId });
    const { rows } = await store.db.query<{ id: number; actor_id: string; actor_role: string }>(
      'select id, actor_id, actor_role from public.audit_events where id in ($1, $2) order by id',
      [own, server],
    );
    expect(rows.map((r) => [r.actor_id, r.actor_role])).toEqual([
      [memberId, null],
      [adminId, 'admin'],
    ]);
  });

  it('refuses an unknown action, a field value in place of a name, and a malformed HMAC', async () => {
    for (const args of [
      { p_action: 'entry.vanish' },
      { p_action: 'category.rename', p_fields: ['Juan Pérez'] },
      { p_action: 'category.rename', p_ip_hmac: '10.0.0.1' },
    ])
      await expect(record('admin', args)).rejects.toBeDefined();
  });

  it.each(everyone)('refuses insert, update, delete and truncate as %s', async (who) => {
    for (const sql of [
      `insert into public.audit_events (action, prev_hash, hash) values ('auth.sign_in', '${hmac}', '${hmac}')`,
      `update public.audit_events set target_id = 'x'`,
      `delete from public.audit_events`,
      `truncate public.audit_events`,
      `select public.audit_append(null, null, 'auth.sign_in', null, null, '{}', null)`,
    ])
      await expect(run(who, sql)).rejects.toMatchObject({ code: '42501' });
  });

  it('refuses the owner too: the trigger stops update, delete and truncate', async () => {
    for (const sql of [
      `update public.audit_events set target_id = 'x'`,
      `delete from public.audit_events`,
      `truncate public.audit_events`,
    ])
      await expect(store.db.query(sql)).rejects.toThrow(/append-only/);
  });

  it('lets no caller through the purge pass by setting its setting', async () => {
    const forged = `select set_config('audit.purge_token', '${randomUUID()}', true)`;
    for (const who of everyone)
      await expect(
        store.asRole(claims[who], async (tx) => {
          await tx.query(forged);
          await tx.query('delete from public.audit_events');
        }),
      ).rejects.toMatchObject({ code: '42501' });
    // Even the owner with a token of its own: the pass table holds none for this transaction.
    await expect(
      store.db.transaction(async (tx) => {
        await tx.query(forged);
        await tx.query('delete from public.audit_events');
      }),
    ).rejects.toThrow(/append-only/);
    // And no API role can write a pass.
    for (const who of everyone)
      await expect(
        run(
          who,
          `insert into public.audit_purge_passes values (txid_current(), gen_random_uuid())`,
        ),
      ).rejects.toMatchObject({ code: '42501' });
  });

  it('lets only admins read the trail', async () => {
    expect((await run('admin', 'select id from public.audit_events')).length).toBeGreaterThan(0);
    expect(await run('member', 'select id from public.audit_events')).toEqual([]);
    await expect(run('anon', 'select id from public.audit_events')).rejects.toMatchObject({
      code: '42501',
    });
    for (const who of ['anon', 'member'] as const) {
      await expect(store.rpc(claims[who], 'admin_list_audit_events', {})).rejects.toMatchObject({
        body: { code: '42501' },
      });
      await expect(store.rpc(claims[who], 'verify_audit_chain', {})).rejects.toMatchObject({
        body: { code: '42501' },
      });
    }
    const page = (await store.rpc(claims.admin, 'admin_list_audit_events', {
      p_action: 'category.rename',
    })) as { total: number; items: { actor_email: string }[] };
    expect(page.total).toBe(1);
    expect(page.items[0]!.actor_email).toMatch(/^admin-/);
  });

  it('keeps one unbroken chain under 20 writes at once', async () => {
    const before = await verify();
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        record(i % 2 ? 'admin' : 'service', {
          p_action: 'category.create',
          p_target_kind: 'category',
          p_target_id: `c-${i}`,
        }),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    expect(await verify()).toMatchObject({ ok: true, checked: before.checked + 20 });
  });

  it('finds the row edited as the database owner', async () => {
    expect(await verify()).toMatchObject({ ok: true, first_broken_id: null });
    const { rows } = await store.db.query<{ id: number }>(
      'select id from public.audit_events order by id limit 1 offset 2',
    );
    const edited = rows[0]!.id;
    await store.db.transaction(async (tx) => {
      await tx.exec('alter table public.audit_events disable trigger audit_events_no_update');
      await tx.query(`update public.audit_events set target_id = 'forged' where id = $1`, [edited]);
      await tx.exec('alter table public.audit_events enable trigger audit_events_no_update');
    });
    expect(await verify()).toMatchObject({ ok: false, first_broken_id: edited });
  });

  it('purges only as the server, writing a checkpoint after which the chain verifies', async () => {
    for (const who of ['anon', 'member', 'admin'] as const)
      await expect(
        store.rpc(claims[who], 'purge_audit_events', { p_before: new Date().toISOString() }),
      ).rejects.toMatchObject({ body: { code: '42501' } });
    // Everything so far (the edited row included) goes; the checkpoint anchors what follows.
    const later = await record('service', { p_action: 'auth.sign_in_failed' });
    const { rows } = await store.db.query<{ at: Date }>(
      'select at from public.audit_events where id = $1',
      [later],
    );
    const deleted = await store.rpc({ role: 'service_role' }, 'purge_audit_events', {
      p_before: rows[0]!.at.toISOString(),
    });
    expect(deleted).toBeGreaterThan(20);
    const left = await store.db.query<{ id: number; action: string; target_id: string }>(
      'select id, action, target_id from public.audit_events order by id',
    );
    expect(left.rows.map((r) => r.action)).toEqual(['auth.sign_in_failed', 'audit.purge']);
    expect(left.rows[1]!.target_id).toBe(String(later));
    expect(await verify()).toMatchObject({ ok: true, checked: 2 });
    await record('admin', { p_action: 'auth.sign_out' });
    expect(await verify()).toMatchObject({ ok: true, checked: 3 });
    // Purging everything leaves the checkpoint alone, naming itself.
    await store.rpc({ role: 'service_role' }, 'purge_audit_events', {
      p_before: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(await verify()).toMatchObject({ ok: true, checked: 1 });
  });
});
