import { randomBytes, randomUUID } from 'node:crypto';
import type { Backend, Viewer } from '../types';

/** What this part needs of the contract's database access (ContractDatabase, contract.ts). */
type Database = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  signIn(userId: string, aal?: 'aal1' | 'aal2'): Promise<Viewer>;
};

const mail = (kind: string, to: string) => ({
  kind,
  to,
  subject: 'Solicitud',
  html: '<p>Solicitud</p>',
  text: 'Solicitud',
});

/**
 * Data subjects' requests through each adapter: the public side files and confirms with the
 * server's authority (the service role on Supabase), the staff's side lists and answers as a
 * signed-in admin, from the same SQL functions and argument names
 * (20261130000220_data_request_functions.sql).
 */
export function dataRequestsContract(
  context: () => { backend: Backend; database: Database | undefined },
) {
  it('files, confirms, lists and answers a data request', async () => {
    const { backend, database: db } = context();
    if (!db) throw new Error('this part of the contract needs the database');
    const address = `titular-${randomUUID()}@example.com`;
    const tokenHash = randomBytes(32).toString('hex');
    const queued = await backend.dataRequests.submit(
      {
        kind: 'consulta',
        name: 'Titular',
        email: address,
        idNumber: '',
        description: 'Qué datos tienen de mí',
        locale: 'es',
        privacyPolicyVersion: 'v1',
        confirmTokenHash: tokenHash,
        confirmHours: 48,
      },
      [mail('datarequest.confirm', address)],
    );
    expect(queued).toHaveLength(1);
    expect(await backend.dataRequests.pending(tokenHash)).toMatchObject({
      kind: 'consulta',
      email: address,
    });
    const confirmed = await backend.dataRequests.confirm(tokenHash, '2026-12-11', null, [
      mail('datarequest.ack', address),
    ]);
    expect(confirmed).toMatchObject({ dueDay: '2026-12-11' });
    // The link works once.
    expect(await backend.dataRequests.confirm(tokenHash, '2026-12-11', null, [])).toBeNull();

    const [user] = await db.query<{ id: string }>(
      'insert into auth.users (email) values ($1) returning id',
      [`requests-${randomUUID()}@example.com`],
    );
    await db.query("insert into public.staff_profiles (user_id, role) values ($1, 'admin')", [
      user!.id,
    ]);
    const requests = backend.privacyRequests(await db.signIn(user!.id, 'aal2'));
    expect((await requests.list()).map((row) => row.id)).toContain(confirmed!.id);
    const answered = await requests.move(
      confirmed!.id,
      'answered',
      'Estos son sus datos.',
      null,
      { subject: 'Respuesta', html: '<p>R</p>', text: 'R', replyTo: 'datos@firma.example' },
      null,
    );
    expect(answered).toMatchObject({ outcome: 'ok', outboxId: expect.any(String) });
    expect(await requests.get(confirmed!.id)).toMatchObject({ status: 'answered' });
  });
}
