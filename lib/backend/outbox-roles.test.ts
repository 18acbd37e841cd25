import { randomUUID } from 'node:crypto';
import { roleMay, type StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// The outbox viewer's table grants, policies and functions as a visitor (anon), an author, an
// editor and an admin: only who holds personal.read (the admins) lists, reads, retries and counts;
// nobody reads a body or the subject except through admin_read_outbox_email, which records the
// reading. PGlite connects as a superuser, who bypasses RLS: every statement runs as the API role,
// after proving it is not a superuser, and is rolled back.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Tx = Parameters<Parameters<EmbeddedStore['asRole']>[1]>[0];

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/** What a statement came to: its rows and how many it touched, or the error's code. */
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

describe('the outbox viewer in the database, role by role', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<'failed' | 'pending' | 'sent', string>;

  beforeAll(async () => {
    store = await openTestStore();
    for (const role of ['author', 'editor', 'admin'] as const) {
      const id = await createUser(store, `${role}-${randomUUID()}@example.com`, { role });
      claims[role] = { role: 'authenticated', sub: id, session_id: await startSession(store, id) };
    }
    const add = async (status: 'pending' | 'sent', lastError: string | null) =>
      (
        await store.db.query<{ id: string }>(
          `insert into public.outbox (kind, to_email, subject, html, text_body, status, attempts, last_error, failed_at)
           values ('auth.reset', 'socia@example.com', 'Asunto', '<p>cuerpo</p>', 'cuerpo', $1, 1, $2,
                   case when $2::text is null then null else now() end)
           returning id`,
          [status, lastError],
        )
      ).rows[0]!.id;
    ids.failed = await add('pending', 'provider said no');
    ids.pending = await add('pending', null);
    ids.sent = await add('sent', null);
  });
  afterAll(() => store.close());

  /** Runs `work` as `caller` in a transaction that is rolled back; answers what it returned. */
  async function as<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      await store.asRole(claims[caller], async (tx) => {
        const { rows } = await tx.query<{ su: string }>(
          `select current_setting('is_superuser') as su`,
        );
        expect(rows[0]!.su).toBe('off');
        throw new Rollback(await work(tx));
      });
    } catch (error) {
      if (error instanceof Rollback) return error.value as T;
      throw error;
    }
    throw new Error('unreachable');
  }

  const run = (caller: Caller, sql: string, params: unknown[] = []) =>
    as<Outcome>(caller, async (tx) => {
      try {
        const result = await tx.query<Record<string, unknown>>(sql, params);
        return { rows: result.rows, count: result.rows.length || (result.affectedRows ?? 0) };
      } catch (error) {
        return { code: String((error as { code?: unknown }).code) };
      }
    });

  const may = (caller: Caller) => caller !== 'anon' && roleMay(caller, 'personal.read');
  const refused = (outcome: Outcome) => 'code' in outcome && outcome.code === '42501';

  describe.each(callers)('as %s', (caller) => {
    it.each([
      ['select public.admin_list_outbox()'],
      [`select public.admin_list_outbox('failed', 'auth.reset', 1, 50)`],
      ['select public.admin_outbox_failing()'],
      ['select public.admin_read_outbox_email($1)'],
      ['select public.admin_retry_outbox($1)'],
    ])('%s only with personal.read', async (sql) => {
      const params = sql.includes('$1') ? [ids.failed] : [];
      expect(refused(await run(caller, sql, params))).toBe(!may(caller));
    });

    it('reads the outbox’s rows only with personal.read, and never a body or a subject', async () => {
      const seen = await run(caller, 'select id from public.outbox');
      if (caller === 'anon') expect(refused(seen)).toBe(true);
      else expect(seen).toMatchObject({ count: may(caller) ? 3 : 0 });
      for (const column of ['html', 'text_body', 'subject', 'headers', 'reply_to'])
        expect(refused(await run(caller, `select ${column} from public.outbox`))).toBe(true);
    });

    it('changes a row directly only in the retry’s columns, and only with personal.read', async () => {
      const retry = await run(caller, `update public.outbox set last_error = null`);
      if (caller === 'anon') expect(refused(retry)).toBe(true);
      else expect(retry).toMatchObject({ count: may(caller) ? 3 : 0 });
      for (const sql of [
        `update public.outbox set status = 'sent'`,
        `update public.outbox set to_email = 'otro@example.com'`,
        `delete from public.outbox`,
        `insert into public.outbox (kind, to_email, subject, html, text_body) values ('a.b', 'x@example.com', 's', 'h', 't')`,
      ])
        expect([sql, refused(await run(caller, sql))]).toEqual([sql, true]);
    });
  });

  it('lists with the state derived and filtered, and counts the failing', async () => {
    const page = await run('admin', `select public.admin_list_outbox('failed') as page`);
    expect(page).toMatchObject({
      rows: [
        { page: { total: 1, kinds: ['auth.reset'], items: [{ id: ids.failed, state: 'failed' }] } },
      ],
    });
    const all = await run('admin', `select public.admin_list_outbox() as page`);
    expect(all).toMatchObject({ rows: [{ page: { total: 3 } }] });
    expect(await run('admin', `select public.admin_outbox_failing() as n`)).toMatchObject({
      rows: [{ n: 1 }],
    });
    expect(await run('admin', `select public.admin_list_outbox('nada')`)).toEqual({
      code: '22023',
    });
  });

  it('retries a failed e-mail only, due now, and records outbox.retry', async () => {
    const retried = await as('admin', async (tx) => {
      const answers = [];
      for (const id of [ids.pending, ids.sent, ids.failed])
        answers.push(
          (await tx.query<{ ok: boolean }>('select public.admin_retry_outbox($1) as ok', [id]))
            .rows[0]!.ok,
        );
      const row = (
        await tx.query<{ state: unknown }>(
          `select public.admin_list_outbox('failed') -> 'total' as state`,
        )
      ).rows[0]!.state;
      const due = (
        await tx.query<{ due: boolean; err: string | null }>(
          'select next_attempt_at <= now() as due, last_error as err from public.outbox where id = $1',
          [ids.failed],
        )
      ).rows[0];
      const events = (
        await tx.query<{ action: string; target: string }>(
          `select action::text, target_kind || ':' || target_id as target from public.audit_events order by id desc limit 1`,
        )
      ).rows;
      return { answers, row, due, events };
    });
    expect(retried).toEqual({
      answers: [false, false, true],
      row: 0,
      due: { due: true, err: null },
      events: [{ action: 'outbox.retry', target: `email:${ids.failed}` }],
    });
  });

  it('answers one e-mail’s text to an admin and records outbox.read', async () => {
    const read = await as('admin', async (tx) => {
      const email = (
        await tx.query<{ email: Record<string, unknown> }>(
          'select public.admin_read_outbox_email($1) as email',
          [ids.sent],
        )
      ).rows[0]!.email;
      const events = (
        await tx.query<{ action: string; target: string }>(
          `select action::text, target_kind || ':' || target_id as target from public.audit_events order by id desc limit 1`,
        )
      ).rows;
      return { email, events };
    });
    expect(read.email).toMatchObject({
      id: ids.sent,
      subject: 'Asunto',
      text: 'cuerpo',
      state: 'sent',
    });
    expect(read.email).not.toHaveProperty('html');
    expect(read.events).toEqual([{ action: 'outbox.read', target: `email:${ids.sent}` }]);
    const none = await run('admin', 'select public.admin_read_outbox_email($1) as email', [
      randomUUID(),
    ]);
    expect(none).toMatchObject({ rows: [{ email: null }] });
  });

  it('keeps when an e-mail failed, as the sender records it', async () => {
    const id = (
      await store.db.query<{ id: string }>(
        `insert into public.outbox (kind, to_email, subject, html, text_body) values ('a.b', 'x@example.com', 's', 'h', 't') returning id`,
      )
    ).rows[0]!.id;
    await store.rpc({ role: 'service_role' }, 'fail_outbox', { p_id: id, p_error: 'down' });
    const { rows } = await store.db.query<{ recent: boolean }>(
      `select failed_at > now() - interval '1 minute' as recent from public.outbox where id = $1`,
      [id],
    );
    expect(rows).toEqual([{ recent: true }]);
    await store.db.query('delete from public.outbox where id = $1', [id]);
  });
});
