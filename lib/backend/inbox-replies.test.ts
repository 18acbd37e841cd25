import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// Replies and their templates in the database: every new table and function as a visitor
// (anon), an author, an editor and an admin (only admins hold personal.read), never as a
// superuser; the reply goes to the visitor's own address, is recorded with who sent it and in the
// audit trail, and shows the outbox's delivery status.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const email = (to = 'attacker@example.com') =>
  JSON.stringify({ to, subject: 'Asunto', html: '<p>Hola</p>', text: 'Hola', reply_to: 'f@x.co' });

describe('inbox replies in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  let lead: string;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      ids[role] = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = {
        role: 'authenticated',
        sub: ids[role],
        session_id: await startSession(store, ids[role]),
      };
    }
    lead = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Marta Ríos', 'marta@example.com', 'Hola.', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller`, after proving it is not a superuser, and rolls it back. */
  async function attempt(caller: Caller, sql: string, keep = false): Promise<Outcome> {
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
        if (keep) return outcome;
        throw new Rollback(outcome);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.outcome;
      throw error;
    }
  }
  const refused = (outcome: Outcome) => 'code' in outcome && outcome.code === '42501';
  const value = (outcome: Outcome) => ('rows' in outcome ? outcome.rows[0]?.v : undefined);

  describe.each(callers)('as %s', (caller) => {
    const admin = caller === 'admin';

    it('calls the reply functions only as an admin', async () => {
      for (const sql of [
        `select public.admin_reply_templates()`,
        `select public.admin_save_reply_template('decline', 'en', 'S', 'B')`,
        `select public.admin_send_inbox_reply('lead', '${lead}', 'es', '${email()}')`,
        `select public.admin_inbox_replies('lead', '${lead}')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !admin]);
    });

    it('never runs the trigger function that removes an item’s replies', async () => {
      expect(refused(await attempt(caller, `select public.inbox_replies_follow_item()`))).toBe(
        true,
      );
    });

    it('reads the templates and edits them only as an admin, and never adds or removes one', async () => {
      const seen = await attempt(
        caller,
        `select count(*)::int as v from public.inbox_reply_templates`,
      );
      if (caller === 'anon') expect(refused(seen)).toBe(true);
      else expect(value(seen)).toBe(admin ? 6 : 0);
      const edited = await attempt(
        caller,
        `update public.inbox_reply_templates set body = 'x', updated_by = '${ids[caller as StaffRole] ?? ids.admin}'`,
      );
      if (caller === 'anon') expect(refused(edited)).toBe(true);
      else expect('count' in edited && edited.count).toBe(admin ? 6 : 0);
      for (const sql of [
        `insert into public.inbox_reply_templates (purpose, locale, subject, body) values ('decline', 'es', 's', 'b')`,
        `delete from public.inbox_reply_templates`,
        `update public.inbox_reply_templates set purpose = 'decline'`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });

    it('reads the replies only as an admin, and never writes one or the outbox directly', async () => {
      const seen = await attempt(caller, `select count(*)::int as v from public.inbox_replies`);
      if (caller === 'anon') expect(refused(seen)).toBe(true);
      else expect(seen).toHaveProperty('rows');
      for (const sql of [
        `insert into public.inbox_replies (item_kind, item_id, locale, subject) values ('lead', '${lead}', 'es', 's')`,
        `update public.inbox_replies set subject = 'x'`,
        `delete from public.inbox_replies`,
        // A reply's text is read only through the outbox's recorded function, never the table.
        `select text_body from public.outbox`,
        `insert into public.outbox (kind, to_email, subject, html, text_body) values ('inbox.reply', 'x@y.co', 's', 'h', 't')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });
  });

  it('sends a reply to the visitor’s own address, records it and its audit event', async () => {
    const outboxId = value(
      await attempt(
        'admin',
        `select public.admin_send_inbox_reply('lead', '${lead}', 'es', '${email()}') as v`,
        true,
      ),
    ) as string;
    const { rows } = await store.db.query<Record<string, string>>(
      `select kind, to_email, reply_to, subject, text_body from public.outbox where id = $1`,
      [outboxId],
    );
    expect(rows[0]).toEqual({
      kind: 'inbox.reply',
      to_email: 'marta@example.com',
      reply_to: 'f@x.co',
      subject: 'Asunto',
      text_body: 'Hola',
    });
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'inbox.reply' and target_kind = 'lead' and target_id = $1 and actor_id = $2`,
      [lead, ids.admin],
    );
    expect(audit.rows).toHaveLength(1);

    const listed = async () =>
      value(
        await attempt('admin', `select public.admin_inbox_replies('lead', '${lead}') as v`),
      ) as { subject: string; by: string; status: string; locale: string }[];
    expect(await listed()).toEqual([
      expect.objectContaining({ subject: 'Asunto', locale: 'es', status: 'pending' }),
    ]);
    expect((await listed())[0]!.by).toMatch(/admin-/);
    await store.db.query(`update public.outbox set last_error = 'boom' where id = $1`, [outboxId]);
    expect((await listed())[0]!.status).toBe('failed');
    await store.db.query(`update public.outbox set status = 'sent' where id = $1`, [outboxId]);
    expect((await listed())[0]!.status).toBe('sent');
  });

  it('sends nothing for an item that does not exist', async () => {
    const sent = await attempt(
      'admin',
      `select public.admin_send_inbox_reply('lead', '${randomUUID()}', 'es', '${email()}') as v`,
    );
    expect(value(sent)).toBeNull();
  });

  it('saves a template with who and records it in the audit trail', async () => {
    const saved = await attempt(
      'admin',
      `select public.admin_save_reply_template('request_call', 'en', 'Call?', 'Dear {name},') as v`,
      true,
    );
    expect(value(saved)).toBe(true);
    const { rows } = await store.db.query<{ subject: string; updated_by: string }>(
      `select subject, updated_by from public.inbox_reply_templates where purpose = 'request_call' and locale = 'en'`,
    );
    expect(rows[0]).toEqual({ subject: 'Call?', updated_by: ids.admin });
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'inbox.reply_template' and target_id = 'request_call:en' and actor_id = $1`,
      [ids.admin],
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('removes an item’s replies with the item', async () => {
    await store.db.query(`delete from public.contact_messages where id = $1`, [lead]);
    const { rows } = await store.db.query(`select 1 from public.inbox_replies where item_id = $1`, [
      lead,
    ]);
    expect(rows).toHaveLength(0);
  });
});
