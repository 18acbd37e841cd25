import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// Personal data's tables and functions as a visitor (anon), an author, an editor and an admin,
// never as a superuser: only an admin (privacy.personal_data) counts, compiles, deletes or
// corrects, and reads the deletion records; nobody writes a record or reads the sources table
// through the API.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };
const hmac = 'a'.repeat(64);

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

describe('personal data in the database, by role', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  let lead: string;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    }
    lead = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Rosa Díaz', 'rosa@example.com', 'Hola', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
    await store.db.query(
      `insert into public.personal_data_deletions (address_hmac, counts) values ($1, '{}')`,
      [hmac],
    );
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller` after proving it is not a superuser, and rolls it back. */
  async function attempt(caller: Caller, sql: string): Promise<Outcome> {
    try {
      return await store.asRole(claims[caller], async (tx) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        let outcome: Outcome;
        try {
          const result = await tx.query<Record<string, unknown>>(sql);
          outcome = { rows: result.rows, count: result.affectedRows ?? result.rows.length };
        } catch (error) {
          outcome = { code: String((error as { code?: unknown }).code) };
        }
        throw new Rollback(outcome);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
  }
  const refused = (outcome: Outcome) => 'code' in outcome && outcome.code === '42501';

  describe.each(callers)('as %s', (caller) => {
    const admin = caller === 'admin';

    it('counts, compiles, deletes and corrects only as an admin', async () => {
      for (const sql of [
        `select public.admin_personal_data_counts('rosa@example.com', '${hmac}')`,
        `select public.admin_compile_personal_data('rosa@example.com', '${hmac}')`,
        `select public.admin_delete_personal_data('rosa@example.com', '${hmac}')`,
        `select public.admin_correct_inbox_item('lead', '${lead}', '{"name": "Rosa D."}')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !admin]);
    });

    it('never calls the address check on its own', async () => {
      const seen = await attempt(
        caller,
        `select public.personal_data_address('a@b.co', '${hmac}')`,
      );
      expect(refused(seen)).toBe(true);
    });

    it('reads the deletion records only as an admin, and writes none', async () => {
      const seen = await attempt(
        caller,
        `select count(*)::int as n from public.personal_data_deletions`,
      );
      if (caller === 'anon') expect(refused(seen)).toBe(true);
      else expect('rows' in seen && seen.rows[0]!.n).toBe(admin ? 1 : 0);
      for (const sql of [
        `insert into public.personal_data_deletions (address_hmac, counts) values ('${hmac}', '{}')`,
        `update public.personal_data_deletions set kept = '[]'`,
        `delete from public.personal_data_deletions`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });

    it('never reads or changes the sources of the compilation', async () => {
      for (const sql of [
        `select * from public.personal_data_sources`,
        `delete from public.personal_data_sources`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });
  });

  it('corrects an item and records the changed fields’ names, never their values', async () => {
    const seen = await store
      .asRole(claims.admin, async (tx) => {
        const su = await tx.query<{ su: string }>(`select current_setting('is_superuser') as su`);
        expect(su.rows[0]!.su).toBe('off');
        const changed = await tx.query<{ v: string[] }>(
          `select public.admin_correct_inbox_item('lead', $1,
             '{"name": "Rosa Díaz Peña", "email": "rosa@example.com", "phone": "3001112233"}') as v`,
          [lead],
        );
        const event = await tx.query(
          `select fields, target_kind, target_id from public.audit_events where action = 'inbox.correct'`,
        );
        const row = await tx.query(
          `select name, phone from public.contact_messages where id = $1`,
          [lead],
        );
        throw new Rollback({
          rows: [{ changed: changed.rows[0]!.v, event: event.rows, row: row.rows }],
          count: 1,
        });
      })
      .catch((error: unknown) =>
        error instanceof Rollback ? error.outcome : Promise.reject(error),
      );
    expect(seen).toEqual({
      rows: [
        {
          changed: ['name', 'phone'],
          event: [{ fields: ['name', 'phone'], target_kind: 'lead', target_id: lead }],
          row: [{ name: 'Rosa Díaz Peña', phone: '3001112233' }],
        },
      ],
      count: 1,
    });
  });

  it('refuses what is not an address, and an HMAC that is not one', async () => {
    for (const sql of [
      `select public.admin_compile_personal_data('no-address', '${hmac}')`,
      `select public.admin_delete_personal_data('rosa@example.com', 'rosa@example.com')`,
    ])
      expect(await attempt('admin', sql)).toEqual({ code: '22023' });
  });
});
