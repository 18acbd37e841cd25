import { randomUUID } from 'node:crypto';
import type { Backend, Viewer } from '../types';

/** What this part needs of the contract's database (contract.ts's ContractDatabase has it). */
type ContractDatabase = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  signIn(userId: string): Promise<Viewer>;
};

/**
 * The audit trail through each adapter: an admin records as themselves and reads the page, the
 * server records for an account, a visitor and a non-admin are refused, the chain verifies, and
 * the day's head mail is claimed once.
 */
export function auditContract(
  context: () => { backend: Backend; database: ContractDatabase | undefined },
) {
  const user = async (db: ContractDatabase, admin: boolean) => {
    const rows = await db.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [`audit-${randomUUID()}@example.com`],
    );
    const id = rows[0]!.id;
    if (admin)
      await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
        id,
      ]);
    return id;
  };
  const setup = () => {
    const { backend, database } = context();
    if (!database) throw new Error('this part of the contract needs the database');
    return { backend, db: database };
  };

  it('records audit events as the caller and as the server, and lists them to an admin', async () => {
    const { backend, db } = setup();
    const adminId = await user(db, true);
    const admin = backend.audit(await db.signIn(adminId));
    const target = { kind: 'category', id: `c-${randomUUID()}` };
    const own = await admin.record({
      action: 'category.rename',
      target,
      fields: ['label_es'],
      ipHmac: 'c'.repeat(64),
    });
    const server = await backend.serverAudit.record({ action: 'auth.sign_in', actorId: adminId });
    expect(server).toBeGreaterThan(own);
    const page = await admin.list({ target });
    expect(page.total).toBe(1);
    expect(page.events[0]).toMatchObject({
      id: own,
      action: 'category.rename',
      actor: { id: adminId, role: 'admin', email: expect.stringMatching(/^audit-/) },
      target,
      fields: ['label_es'],
    });
    const mine = await admin.list({ actorId: adminId, pageSize: 1 });
    expect(mine.total).toBe(2);
    expect(mine.events.map((event) => event.id)).toEqual([server]);
    expect(mine.actors).toContainEqual({ id: adminId, email: expect.any(String) });
    expect(await admin.verify()).toMatchObject({ ok: true, head: { id: expect.any(Number) } });
    expect(await backend.serverAudit.verify()).toMatchObject({ ok: true });
  });

  it('refuses the trail to a visitor and to a signed-in non-admin (42501)', async () => {
    const { backend, db } = setup();
    const anonymous = backend.audit({ kind: 'anonymous' });
    await expect(anonymous.record({ action: 'auth.sign_out' })).rejects.toMatchObject({
      code: '42501',
    });
    await expect(anonymous.list({})).rejects.toMatchObject({ code: '42501' });
    const member = backend.audit(await db.signIn(await user(db, false)));
    await expect(member.list({})).rejects.toMatchObject({ code: '42501' });
    await expect(member.verify()).rejects.toMatchObject({ code: '42501' });
  });

  it("claims a day's head mail once, queueing its e-mails with the claim", async () => {
    const { backend, db } = setup();
    await user(db, true);
    await backend.serverAudit.record({ action: 'auth.sign_in_failed' });
    const day = '2031-01-01';
    const due = await backend.serverAudit.headMailDue(day);
    expect(due).toMatchObject({ check: { ok: true }, head: { hash: expect.any(String) } });
    expect(due!.recipients.length).toBeGreaterThan(0);
    const mail = {
      kind: 'audit.head',
      to: due!.recipients[0]!,
      subject: 'Audit',
      html: '<p>x</p>',
      text: 'x',
    };
    expect(await backend.serverAudit.enqueueHeadMail(day, due!.head, [mail])).toBe(true);
    expect(await backend.serverAudit.enqueueHeadMail(day, due!.head, [mail])).toBe(false);
    expect(await backend.serverAudit.headMailDue(day)).toBeNull();
    const queued = await db.query<{ n: number }>(
      `select count(*)::int as n from public.outbox where kind = 'audit.head' and to_email = $1`,
      [mail.to],
    );
    expect(queued[0]!.n).toBe(1);
  });
}
