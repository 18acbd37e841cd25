import { randomUUID } from 'node:crypto';
import type { Backend, Viewer } from '../types';

/** What this part needs of the contract's database access (ContractDatabase, contract.ts). */
type Database = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  signIn(userId: string, aal?: 'aal1' | 'aal2'): Promise<Viewer>;
};

/**
 * Personal data by address through each adapter, as a signed-in admin: the same counts,
 * compilation, deletion and correction from the same SQL functions and argument names
 * (20261130000310_personal_data.sql, …0320_personal_data_delete.sql).
 */
export function privacyContract(
  context: () => { backend: Backend; database: Database | undefined },
) {
  it('counts, compiles, corrects and deletes an address as an admin', async () => {
    const { backend, database: db } = context();
    if (!db) throw new Error('this part of the contract needs the database');
    const [user] = await db.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [`privacy-${randomUUID()}@example.com`],
    );
    await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
      user!.id,
    ]);
    const privacy = backend.privacy(await db.signIn(user!.id, 'aal2'));
    const address = `contrato-${randomUUID()}@example.com`;
    const hmac = 'c'.repeat(64);
    const [lead] = await db.query<{ id: string }>(
      `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
       values ('Contrato', $1, 'Hola', 'es', now(), 'v1') returning id`,
      [address],
    );

    expect(await privacy.counts(address, hmac)).toMatchObject({
      contact_messages: 1,
      engaged_leads: 0,
    });
    expect(await privacy.correct('lead', lead!.id, { name: 'Contrato Dos' }, null)).toEqual([
      'name',
    ]);
    const report = await privacy.compile(address, hmac, null);
    expect(report.contact_messages).toMatchObject([{ name: 'Contrato Dos', message: 'Hola' }]);
    const requestId = randomUUID();
    const deletion = await privacy.delete(address, hmac, requestId, null);
    expect(deletion).toMatchObject({ counts: { contact_messages: 1 }, kept: [], resumes: [] });
    expect(
      await db.query(`select request_id from public.personal_data_deletions where id = $1`, [
        deletion.id,
      ]),
    ).toEqual([{ request_id: requestId }]);
    expect(await privacy.counts(address, hmac)).toMatchObject({ contact_messages: 0 });
    // The deletion suppressed the address; the admin lifts it once.
    expect(await privacy.liftSuppression(hmac, null)).toBe(1);
    expect(await privacy.liftSuppression(hmac, null)).toBe(0);
  });
}
