import { createHash, randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// Suppressed addresses: kept only as an HMAC, written by unsubscribing (the subscriber's row goes
// in the same transaction), by deleting an address's personal data, and lifted by a confirmed
// sign-up or an admin. Nobody but the server (service role) and the admin's functions reaches
// the table; every caller is checked not to be a superuser first.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[] } | { code: string };
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const server = { role: 'service_role' } as Claims;

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

describe('suppressed addresses', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    }
  });
  afterAll(() => store.close());

  async function attempt(caller: Caller, sql: string): Promise<Outcome> {
    try {
      return await store.asRole(claims[caller], async (tx) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        let outcome: Outcome;
        try {
          outcome = { rows: (await tx.query<Record<string, unknown>>(sql)).rows };
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

  /** A pending subscriber of `address` (its tokens' hashes from the address), as the server. */
  async function subscribe(address: string, hmac: string | null) {
    return store.rpc(server, 'subscribe_newsletter', {
      p_email: address,
      p_locale: 'es',
      p_confirm_token_hash: sha(`confirm-${address}`),
      p_unsubscribe_token_hash: sha(`unsubscribe-${address}`),
      p_confirm_hours: 48,
      p_privacy_policy_version: 'v1',
      p_address_hmac: hmac,
      p_emails: [],
    });
  }
  const suppressions = async (hmac: string) =>
    (
      await store.db.query<{ reason: string }>(
        'select reason from public.address_suppressions where address_hmac = $1 order by reason',
        [hmac],
      )
    ).rows.map((row) => row.reason);
  const subscribers = async (address: string) =>
    (
      await store.db.query<{ status: string }>(
        'select status from public.newsletter_subscribers where email = $1',
        [address],
      )
    ).rows.map((row) => row.status);

  it('unsubscribing deletes the row and keeps only the HMAC; signing up again and confirming lifts it', async () => {
    const address = `sub-${randomUUID()}@example.com`;
    const hmac = sha(`hmac-${address}`);
    await subscribe(address, hmac);
    const token = sha(`unsubscribe-${address}`);
    expect(await store.rpc(server, 'newsletter_unsubscribe_address', { p_token_hash: token })).toBe(
      address,
    );
    expect(await store.rpc(server, 'address_suppressed', { p_address_hmac: hmac })).toBe(false);
    expect(
      await store.rpc(server, 'unsubscribe_newsletter', {
        p_token_hash: token,
        p_address_hmac: hmac,
      }),
    ).toBe(true);
    expect(await subscribers(address)).toEqual([]);
    expect(await suppressions(hmac)).toEqual(['unsubscribed']);
    expect(await store.rpc(server, 'address_suppressed', { p_address_hmac: hmac })).toBe(true);
    // No column of the table holds the address.
    const { rows } = await store.db.query('select * from public.address_suppressions');
    expect(JSON.stringify(rows)).not.toContain(address);
    // The same link again: still "unsubscribed", nothing more recorded; an unknown one: false.
    expect(
      await store.rpc(server, 'unsubscribe_newsletter', {
        p_token_hash: token,
        p_address_hmac: null,
      }),
    ).toBe(true);
    expect(await suppressions(hmac)).toEqual(['unsubscribed']);
    expect(
      await store.rpc(server, 'unsubscribe_newsletter', {
        p_token_hash: sha('nobody'),
        p_address_hmac: null,
      }),
    ).toBe(false);

    // A new sign-up works (pending, with its e-mail) and leaves the suppression until confirmed.
    expect(await subscribe(address, hmac)).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(await suppressions(hmac)).toEqual(['unsubscribed']);
    expect(
      await store.rpc(server, 'confirm_newsletter', { p_token_hash: sha(`confirm-${address}`) }),
    ).toBe(true);
    expect(await subscribers(address)).toEqual(['confirmed']);
    expect(await suppressions(hmac)).toEqual([]);
    expect(await store.rpc(server, 'address_suppressed', { p_address_hmac: hmac })).toBe(false);
  });

  it('a row from before the HMAC column is unsubscribed with the HMAC the server computed', async () => {
    const address = `old-${randomUUID()}@example.com`;
    const hmac = sha(`hmac-${address}`);
    await subscribe(address, null);
    const token = sha(`unsubscribe-${address}`);
    await expect(
      store.rpc(server, 'unsubscribe_newsletter', { p_token_hash: token, p_address_hmac: null }),
    ).rejects.toThrow();
    expect(await subscribers(address)).toEqual(['pending']);
    expect(
      await store.rpc(server, 'unsubscribe_newsletter', {
        p_token_hash: token,
        p_address_hmac: hmac,
      }),
    ).toBe(true);
    expect(await suppressions(hmac)).toEqual(['unsubscribed']);
  });

  it('the reason is checked text: only the known reasons are stored', async () => {
    await expect(
      store.db.query(
        `insert into public.address_suppressions (address_hmac, reason) values ($1, 'whatever')`,
        [sha('x')],
      ),
    ).rejects.toThrow(/check/);
    await expect(
      store.db.query(
        `insert into public.address_suppressions (address_hmac, reason) values ('not-a-hmac', 'unsubscribed')`,
      ),
    ).rejects.toThrow(/check/);
  });

  describe.each(callers)('as %s', (caller) => {
    const admin = caller === 'admin';
    const hmac = sha(`role-${caller}`);
    beforeAll(async () => {
      await store.db.query(
        `insert into public.address_suppressions (address_hmac, reason) values ($1, 'unsubscribed')
         on conflict do nothing`,
        [hmac],
      );
    });

    it('reads and writes the table by no statement', async () => {
      for (const sql of [
        'select * from public.address_suppressions',
        `insert into public.address_suppressions (address_hmac, reason) values ('${sha('n')}', 'unsubscribed')`,
        `delete from public.address_suppressions`,
        `update public.address_suppressions set reason = 'unsubscribed'`,
      ])
        expect(await attempt(caller, sql)).toEqual({ code: '42501' });
    });

    it("runs none of the server's functions", async () => {
      for (const sql of [
        `select public.address_suppressed('${hmac}')`,
        `select public.newsletter_unsubscribe_address('${sha('t')}')`,
        `select public.unsubscribe_newsletter('${sha('t')}', '${hmac}')`,
        `select public.confirm_newsletter('${sha('t')}')`,
        `select public.subscribe_newsletter('a@example.com', 'es', '${sha('c')}', '${sha('u')}', 48, 'v1', '${hmac}', '[]')`,
        'select public.unsubscribed_in_clear(10)',
      ])
        expect(await attempt(caller, sql)).toEqual({ code: '42501' });
    });

    it(`${admin ? 'lifts' : 'cannot lift'} a suppression (recorded with the HMAC only)`, async () => {
      const outcome = await attempt(
        caller,
        `select public.admin_lift_suppression('${hmac}') as lifted`,
      );
      if (!admin) {
        expect(outcome).toEqual({ code: '42501' });
        return;
      }
      expect(outcome).toEqual({ rows: [{ lifted: 1 }] });
    });
  });

  it("an admin's lift is in the audit trail; lifting an address not suppressed records nothing", async () => {
    const hmac = sha(`lift-${randomUUID()}`);
    await store.db.query(
      `insert into public.address_suppressions (address_hmac, reason) values ($1, 'unsubscribed')`,
      [hmac],
    );
    expect(await store.rpc(claims.admin, 'admin_lift_suppression', { p_address_hmac: hmac })).toBe(
      1,
    );
    expect(await store.rpc(claims.admin, 'admin_lift_suppression', { p_address_hmac: hmac })).toBe(
      0,
    );
    const { rows } = await store.db.query<Record<string, unknown>>(
      `select action::text, target_kind, target_id, fields from public.audit_events
        where target_id = $1`,
      [hmac],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'privacy.lift_suppression',
        target_kind: 'address',
        target_id: hmac,
        fields: ['unsubscribed'],
      }),
    ]);
  });

  it("deleting an address's personal data unsubscribes it: its HMAC is suppressed", async () => {
    const address = `gone-${randomUUID()}@example.com`;
    const hmac = sha(`hmac-${address}`);
    await subscribe(address, hmac);
    await store.rpc(claims.admin, 'admin_delete_personal_data', {
      p_email: address,
      p_address_hmac: hmac,
    });
    expect(await subscribers(address)).toEqual([]);
    expect(await suppressions(hmac)).toEqual(['unsubscribed']);
  });
});
