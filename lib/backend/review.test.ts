import { randomUUID } from 'node:crypto';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// The review in the database: request, approve and return × visitor, author (own draft and
// another's), editor and admin, each as the API role (never a superuser, asserted), the audit row
// written in the same transaction as the change, and the hand-over when an account is disabled.

type Caller = 'anon' | 'author' | 'other' | 'editor' | 'admin';

describe('the review in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<Exclude<Caller, 'anon'>, string>;

  beforeAll(async () => {
    store = await openTestStore();
    const roles = { author: 'author', other: 'author', editor: 'editor', admin: 'admin' } as const;
    for (const caller of Object.keys(roles) as (keyof typeof roles)[]) {
      ids[caller] = await createUser(store, `${caller}-${randomUUID()}@example.com`, {
        role: roles[caller],
      });
      claims[caller] = {
        role: 'authenticated',
        sub: ids[caller],
        session_id: await startSession(store, ids[caller]),
      };
    }
  });
  afterAll(() => store.close());

  /** A draft created by `createdBy`, optionally already pending review; its id. */
  async function draft(createdBy: string, pending = false): Promise<string> {
    const { rows } = await store.db.query<{ id: string }>(
      `insert into public.entries (kind, status, category_id, slug_es, title_es, summary_es, created_by,
                                   review_state, review_requested_at, review_requested_by)
       values ('publication', 'draft', (select id from public.categories limit 1), $2, 'Revisión',
               'Resumen.', $1, case when $3 then 'pending' end, case when $3 then now() end,
               case when $3 then $1::uuid end)
       returning id`,
      [createdBy, `revision-${randomUUID().slice(0, 8)}`, pending],
    );
    return rows[0]!.id;
  }

  const version = async (id: string) =>
    (
      await store.db.query<{ version: number }>(
        'select version from public.entries where id = $1',
        [id],
      )
    ).rows[0]!.version;

  /** Runs `sql` as `caller` (committed when it succeeds); the answer, or the error's code. */
  async function run(caller: Caller, sql: string, params: unknown[]) {
    try {
      return await store.asRole(claims[caller], async (tx) => {
        const su = await tx.query<{ su: string }>(`select current_setting('is_superuser') as su`);
        expect(su.rows[0]!.su).toBe('off');
        const { rows } = await tx.query<{ answer: Record<string, unknown> }>(sql, params);
        return { answer: rows[0]?.answer };
      });
    } catch (error) {
      return { code: String((error as { code?: unknown }).code), message: String(error) };
    }
  }

  const events = async (id: string) =>
    (
      await store.db.query<{ action: string; actor_id: string; fields: string[] }>(
        `select action::text, actor_id, fields from public.audit_events
          where target_kind = 'entry' and target_id = $1 order by id`,
        [id],
      )
    ).rows;

  const request = (caller: Caller, id: string, v: number) =>
    run(caller, 'select public.admin_request_review($1, $2) as answer', [id, v]);
  const approve = (caller: Caller, id: string, v: number) =>
    run(caller, 'select public.admin_approve_review($1, $2) as answer', [id, v]);
  const giveBack = (caller: Caller, id: string, v: number, note = 'Falta la fuente.') =>
    run(caller, 'select public.admin_return_review($1, $2, $3) as answer', [id, v, note]);

  describe('sending to review', () => {
    it.each([
      ['anon', false],
      ['other', false],
      ['editor', false],
      ['admin', false],
      ['author', true],
    ] as const)('as %s: allowed only for the draft one created (%s)', async (caller, ok) => {
      const id = await draft(ids.author);
      const outcome = await request(caller, id, await version(id));
      expect('answer' in outcome).toBe(ok);
      if (!ok) expect(outcome).toMatchObject({ code: '42501' });
      expect(await events(id)).toHaveLength(ok ? 1 : 0);
    });

    it('marks it pending, records the request in the same transaction and names the editors to tell', async () => {
      const id = await draft(ids.author);
      const outcome = await request('author', id, await version(id));
      expect(outcome).toMatchObject({ answer: { state: 'pending', note: null } });
      const recipients = (outcome as { answer: { recipients: { email: string }[] } }).answer
        .recipients;
      const emails = recipients.map((r) => r.email);
      expect(emails.some((e) => e.startsWith('editor-'))).toBe(true);
      expect(emails.some((e) => e.startsWith('admin-'))).toBe(true);
      expect(emails.some((e) => e.startsWith('author-') || e.startsWith('other-'))).toBe(false);
      expect(await events(id)).toEqual([
        { action: 'entry.review_request', actor_id: ids.author, fields: ['review_state'] },
      ]);
    });

    it('leaves a pending draft out of its author reach until it is returned', async () => {
      const id = await draft(ids.author, true);
      const edited = await run(
        'author',
        `update public.entries set title_es = 'Cambiada' where id = $1 returning id as answer`,
        [id],
      );
      expect(edited).toEqual({ answer: undefined });
      expect(await request('author', id, await version(id))).toMatchObject({ code: 'P0001' });
    });

    it('answers no recipients to a caller who did not send the entry', async () => {
      const id = await draft(ids.author, true);
      expect(
        await run('other', 'select public.review_mail_recipients($1) as answer', [id]),
      ).toEqual({ answer: [] });
    });
  });

  describe.each(['approve', 'return'] as const)('deciding (%s)', (verb) => {
    const decide = verb === 'approve' ? approve : giveBack;
    const action = verb === 'approve' ? 'entry.review_approve' : 'entry.review_return';

    it.each([
      ['anon', false],
      ['author', false],
      ['other', false],
      ['editor', true],
      ['admin', true],
    ] as const)('as %s: allowed to editors and admins only (%s)', async (caller, ok) => {
      const id = await draft(ids.author, true);
      const outcome = await decide(caller, id, await version(id));
      if (!ok) expect(outcome).toMatchObject({ code: '42501' });
      else expect('answer' in outcome).toBe(true);
      const written = await events(id);
      // An approval publishes the draft: the entries' trigger records that too, in the same
      // transaction, by the same account.
      const actor = ids[caller as 'editor'];
      const recorded =
        verb === 'approve'
          ? [
              { action: 'entry.publish', actor_id: actor },
              { action, actor_id: actor },
            ]
          : [{ action, actor_id: actor }];
      expect(written).toEqual(ok ? recorded.map((row) => expect.objectContaining(row)) : []);
    });

    it('refuses an entry that is not pending', async () => {
      const id = await draft(ids.author);
      expect(await decide('editor', id, await version(id))).toMatchObject({ code: 'P0001' });
      expect(await events(id)).toEqual([]);
    });
  });

  it('approving publishes the draft as it was sent', async () => {
    const id = await draft(ids.author, true);
    await approve('editor', id, await version(id));
    const { rows } = await store.db.query(
      'select status::text, published_at is not null as dated, review_state from public.entries where id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'published', dated: true, review_state: null });
  });

  it('returning needs a note of 1 to 2000 characters, which the author then reads', async () => {
    const id = await draft(ids.author, true);
    for (const note of ['', '   ', 'x'.repeat(2001)])
      expect(await giveBack('editor', id, await version(id), note)).toMatchObject({
        code: 'P0001',
      });
    expect(await giveBack('editor', id, await version(id), 'x'.repeat(2000))).toHaveProperty(
      'answer',
    );
    const seen = await run('author', 'select public.admin_entry_review($1) as answer', [id]);
    expect(seen).toMatchObject({ answer: { state: 'returned', note: 'x'.repeat(2000) } });
    // Returned, the draft is the author's again: they send it once more.
    expect(await request('author', id, await version(id))).toMatchObject({
      answer: { state: 'pending', note: null },
    });
  });

  it('lists pending reviews for editors only', async () => {
    const id = await draft(ids.author, true);
    const list = await run('editor', 'select public.admin_pending_reviews() as answer', []);
    expect((list as unknown as { answer: unknown[] }).answer).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, title: 'Revisión' })]),
    );
    expect(
      await run('author', 'select public.admin_pending_reviews() as answer', []),
    ).toMatchObject({ code: '42501' });
  });

  describe('the hand-over on disable', () => {
    const handOver = (from: string, to: string | null) =>
      run('anon', `select public.disable_hand_over($1, $2) as answer`, [from, to]);

    it('is the server only', async () => {
      expect(await handOver(ids.other, ids.editor)).toMatchObject({ code: '42501' });
      const asAdmin = await run('admin', 'select public.disable_hand_over($1, $2) as answer', [
        ids.other,
        ids.editor,
      ]);
      expect(asAdmin).toMatchObject({ code: '42501' });
    });

    it('moves the reviews a person sent to the successor, who may then edit them', async () => {
      const leaving = await createUser(store, `leaving-${randomUUID()}@example.com`, {
        role: 'author',
      });
      const pending = await draft(leaving, true);
      const returned = await draft(leaving, true);
      await store.db.query(
        `update public.entries set review_state = 'returned', review_note = 'Revisar.' where id = $1`,
        [returned],
      );
      const untouched = await draft(leaving);
      const service = { role: 'service_role' } as Claims;
      const call = (to: string | null) =>
        store
          .asRole(service, async (tx) => {
            const su = await tx.query<{ su: string }>(
              `select current_setting('is_superuser') as su`,
            );
            expect(su.rows[0]!.su).toBe('off');
            return (
              await tx.query<{ n: number }>('select public.disable_hand_over($1, $2) as n', [
                leaving,
                to,
              ])
            ).rows[0]!.n;
          })
          .catch((error: Error) => error.message);
      expect(await call(null)).toBe('handover_required');
      expect(await call(leaving)).toBe('bad_successor');
      expect(await call(ids.other)).toBe(2);
      const { rows } = await store.db.query<{ id: string; created_by: string }>(
        'select id, created_by, review_requested_by from public.entries where id = any($1)',
        [[pending, returned, untouched]],
      );
      const owner = Object.fromEntries(rows.map((row) => [row.id, row.created_by]));
      expect(owner).toEqual({ [pending]: ids.other, [returned]: ids.other, [untouched]: leaving });
      // Nothing left to hand over: no successor needed.
      expect(await call(null)).toBe(0);
    });
  });
});
