import type { Transaction } from '@electric-sql/pglite';
import { draft, firmInputAt, fresh, saved, useEditorsFixture, values } from './fixture';

// The entries' events in the audit trail (20261128000800_entry_audit_events.sql) against the real
// embedded Postgres: one trigger on public.entries records publish, schedule, unpublish, delete,
// restore and a slug change in the same transaction as the change. See fixture.ts.

type Event = {
  action: string;
  actor_id: string | null;
  actor_role: string | null;
  fields: string[];
  ip_hmac: string | null;
};

describe('the entries’ events in the audit trail', () => {
  jest.setTimeout(120_000);
  const fx = useEditorsFixture();

  const eventsOf = (id: string) =>
    fx.owner<Event>(
      `select action::text, actor_id, actor_role, fields, ip_hmac
         from public.audit_events where target_kind = 'entry' and target_id = $1 order by id`,
      [id],
    );
  const adminId = () => fx.claims.admin.sub!;
  const byAdmin = (action: string, fields: string[]) => ({
    action,
    actor_id: adminId(),
    actor_role: 'admin',
    fields,
    ip_hmac: null,
  });
  const future = () => firmInputAt(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));

  /** Runs `fn` as the admin, after proving the transaction is not a superuser's. */
  const asAdmin = <T>(fn: (tx: Transaction) => Promise<T>) =>
    fx.store.asRole(fx.claims.admin, async (tx) => {
      const { rows } = await tx.query<{ su: string }>(
        `select current_setting('is_superuser') as su`,
      );
      expect(rows[0]!.su).toBe('off');
      return fn(tx);
    });

  it('records each transition once, as the acting admin, naming the columns and never values', async () => {
    const input = draft({ status: 'draft', publishedAt: '' });
    const first = saved(await fx.admin.saveEntry(values(input)));
    expect(await eventsOf(first.id)).toEqual([]);

    const live = { ...input, status: 'published' as const, publishedAt: '2026-01-15T10:00' };
    const second = saved(await fx.admin.saveEntry(values(live, first)));
    expect(await eventsOf(first.id)).toEqual([
      byAdmin('entry.publish', ['status', 'published_at']),
    ]);

    // An edit of a live entry's text, and a save with nothing changed, record nothing.
    const retitled = { ...live, titleEs: 'Otro título', bodyEs: '<p>Otro cuerpo</p>' };
    const third = saved(await fx.admin.saveEntry(values(retitled, second)));
    const fourth = saved(await fx.admin.saveEntry(values(retitled, third)));
    expect(await eventsOf(first.id)).toHaveLength(1);

    const moved = { ...retitled, slugEs: fresh('nueva-direccion') };
    const fifth = saved(await fx.admin.saveEntry(values(moved, fourth)));
    const unpublished = { ...moved, status: 'draft' as const };
    const sixth = saved(await fx.admin.saveEntry(values(unpublished, fifth)));
    const scheduled = { ...moved, publishedAt: future() };
    const seventh = saved(await fx.admin.saveEntry(values(scheduled, sixth)));
    expect(await fx.admin.deleteEntry(first.id, seventh.version)).toMatchObject({
      status: 'deleted',
    });
    expect(await fx.admin.restoreEntry(first.id)).toMatchObject({ status: 'restored' });

    const events = await eventsOf(first.id);
    expect(events.slice(1).map((e) => [e.action, e.fields])).toEqual([
      ['entry.slug_change', ['slug_es']],
      ['entry.unpublish', ['status']],
      ['entry.schedule', ['status', 'published_at']],
      ['entry.delete', ['deleted_at']],
      ['entry.restore', ['deleted_at']],
    ]);
    expect(new Set(events.map((e) => `${e.actor_id} ${e.actor_role}`))).toEqual(
      new Set([`${adminId()} admin`]),
    );
    const [verified] = (await fx.store.rpc({ role: 'service_role' }, 'verify_audit_chain', {})) as {
      ok: boolean;
    }[];
    expect(verified!.ok).toBe(true);
  });

  it('records a new entry published or scheduled at once, and a new draft not at all', async () => {
    const live = saved(await fx.admin.saveEntry(values(draft())));
    const later = saved(await fx.admin.saveEntry(values(draft({ publishedAt: future() }))));
    const none = saved(await fx.admin.saveEntry(values(draft({ status: 'draft' }))));
    expect((await eventsOf(live.id)).map((e) => e.action)).toEqual(['entry.publish']);
    expect((await eventsOf(later.id)).map((e) => e.action)).toEqual(['entry.schedule']);
    expect(await eventsOf(none.id)).toEqual([]);
  });

  it('leaves no event when the change is rolled back', async () => {
    const entry = saved(await fx.admin.saveEntry(values(draft())));
    await expect(
      asAdmin(async (tx) => {
        await fx.store.callFunction(tx, 'admin_delete_entry', {
          p_id: entry.id,
          p_version: entry.version,
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await eventsOf(entry.id)).map((e) => e.action)).toEqual(['entry.publish']);
  });

  it('fails the change when its event cannot be written', async () => {
    const entry = saved(await fx.admin.saveEntry(values(draft())));
    await fx.owner(`create function pg_temp.refuse_audit() returns trigger language plpgsql
                      as $$ begin raise exception 'the trail refuses'; end; $$`);
    await fx.owner(`create trigger audit_refuse before insert on public.audit_events
                      for each row execute function pg_temp.refuse_audit()`);
    try {
      await expect(fx.admin.deleteEntry(entry.id, entry.version)).rejects.toThrow();
    } finally {
      await fx.owner(`drop trigger audit_refuse on public.audit_events`);
    }
    const [row] = await fx.owner<{ deleted_at: string | null }>(
      `select deleted_at from public.entries where id = $1`,
      [entry.id],
    );
    expect(row!.deleted_at).toBeNull();
    expect((await eventsOf(entry.id)).map((e) => e.action)).toEqual(['entry.publish']);
  });

  it('takes the client address’s HMAC from the request’s headers, dropping a malformed one', async () => {
    const hmac = 'c'.repeat(64);
    const deleteWith = (header: string) => async (id: string, version: number) =>
      asAdmin(async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-audit-ip-hmac': header }),
        ]);
        await fx.store.callFunction(tx, 'admin_delete_entry', { p_id: id, p_version: version });
      });
    const one = saved(await fx.admin.saveEntry(values(draft({ status: 'draft' }))));
    const two = saved(await fx.admin.saveEntry(values(draft({ status: 'draft' }))));
    await deleteWith(hmac)(one.id, one.version);
    await deleteWith('not-an-hmac')(two.id, two.version);
    expect((await eventsOf(one.id))[0]).toMatchObject({ action: 'entry.delete', ip_hmac: hmac });
    expect((await eventsOf(two.id))[0]).toMatchObject({ action: 'entry.delete', ip_hmac: null });
  });

  it('records nothing for the database owner’s own writes (migrations, the seed)', async () => {
    const slug = fresh('semilla');
    const [row] = await fx.owner<{ id: string }>(
      `insert into public.entries (kind, status, category_id, slug_es, title_es, summary_es, published_at)
       values ('publication', 'published', 'tax', $1, 'Semilla', 'Resumen.', now()) returning id`,
      [slug],
    );
    expect(await eventsOf(row!.id)).toEqual([]);
  });
});
