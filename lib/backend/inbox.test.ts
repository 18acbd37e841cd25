import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import { leadStatuses, applicationStatuses, nextStatuses } from '@/lib/inbox/statuses';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// The inbox in the database: every new table and function as a visitor (anon), an author, an
// editor and an admin (only admins hold personal.read), never as a superuser; the status moves;
// the search's accents; the audit rows the opening, the moves and the CV's download write.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

describe('the inbox in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  let lead: string;
  let application: string;
  const lawyerEmail = `abogado-${randomUUID()}@example.com`;

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
    const lawyer = await createUser(store, lawyerEmail, { role: 'author' });
    await store.db.query(
      `update public.staff_profiles set team_member_id = 'jorge-enrique-vargas-montoya' where user_id = $1`,
      [lawyer],
    );
    lead = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version, topic)
         values ('José Peña', 'jose@example.com', 'Necesito asesoría tributaria.', 'es', now(), 'v1', 'tax')
         returning id`,
      )
    ).rows[0]!.id;
    application = (
      await store.db.query<{ id: string }>(
        `insert into public.career_applications (first_name, last_name, email, profession, practice_area,
           resume_path, resume_original_name, resume_type, resume_bytes, locale, consent_at, privacy_policy_version)
         values ('Ana', 'Gómez', 'ana@example.com', 'Abogada', 'labor', $1, 'hoja.pdf', 'pdf', 100, 'en', now(), 'v1')
         returning id`,
        [`${randomUUID()}.pdf`],
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
    const functions = () => [
      `select public.admin_list_inbox()`,
      `select public.admin_inbox_unread()`,
      `select public.admin_open_inbox_item('lead', '${lead}')`,
      `select public.admin_set_inbox_status('lead', '${lead}', 'contacted')`,
      `select public.admin_assign_lead('${lead}', 'jorge-enrique-vargas-montoya')`,
      `select public.admin_add_inbox_note('lead', '${lead}', 'Nota')`,
      `select public.admin_mark_inbox_spam('lead', '${lead}', true)`,
      `select public.admin_resume_download('${application}')`,
      `select public.admin_export_inbox(p_limit => 10)`,
    ];
    it('calls the inbox functions only as an admin', async () => {
      for (const sql of functions())
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !admin]);
    });

    it('never runs the purge or the submission, which are the server’s', async () => {
      for (const sql of [
        'select public.purge_spam()',
        `select public.submit_contact_message(null, ${Array(8).fill('null').join(', ')}, null)`,
      ])
        expect(refused(await attempt(caller, sql))).toBe(true);
    });

    it('tells a lawyer’s addresses to an admin only', async () => {
      const seen = await attempt(
        caller,
        `select public.inbox_lawyer_recipients('jorge-enrique-vargas-montoya') as v`,
      );
      if (caller === 'anon') return expect(refused(seen)).toBe(true);
      expect(value(seen)).toEqual(admin ? [{ email: lawyerEmail, language: 'es' }] : []);
    });

    it.each(['inbox_notes', 'inbox_status_changes'])(
      'reads and adds %s only as an admin',
      async (table) => {
        const seen = await attempt(caller, `select count(*)::int as n from public.${table}`);
        if (caller === 'anon') return expect(refused(seen)).toBe(true);
        expect(seen).toHaveProperty('rows');
        const columns =
          table === 'inbox_notes'
            ? `(item_kind, item_id, body, author_id) values ('lead', '${lead}', 'x', '${ids[caller]}')`
            : `(item_kind, item_id, from_status, to_status, changed_by) values ('lead', '${lead}', 'new', 'contacted', '${ids[caller]}')`;
        const added = await attempt(caller, `insert into public.${table} ${columns}`);
        expect('count' in added && added.count === 1).toBe(admin);
        for (const sql of [
          `update public.${table} set item_kind = item_kind`,
          `delete from public.${table}`,
        ])
          expect(refused(await attempt(caller, sql))).toBe(true);
      },
    );

    it('changes an item’s inbox columns only as an admin, and never what was sent', async () => {
      const marked = await attempt(caller, `update public.contact_messages set read_at = now()`);
      expect('count' in marked && marked.count > 0).toBe(admin);
      expect(
        refused(await attempt(caller, `update public.contact_messages set message = 'x'`)),
      ).toBe(true);
    });
  });

  it('keeps the list of moves the screen offers equal to the database’s', async () => {
    for (const [kind, statuses] of [
      ['lead', leadStatuses],
      ['application', applicationStatuses],
    ] as const)
      for (const from of statuses)
        for (const to of statuses) {
          const { rows } = await store.db.query<{ ok: boolean }>(
            'select public.inbox_status_allowed($1, $2, $3) as ok',
            [kind, from, to],
          );
          expect([kind, from, to, rows[0]!.ok]).toEqual([
            kind,
            from,
            to,
            (nextStatuses(kind, from) as readonly string[]).includes(to),
          ]);
        }
  });

  it('refuses a move the list has not, through the function and a direct write', async () => {
    const set = (status: string) =>
      attempt('admin', `select public.admin_set_inbox_status('lead', '${lead}', '${status}') as v`);
    expect(value(await set('engaged'))).toBe('refused');
    expect(value(await set('new'))).toBe('refused');
    expect(
      await attempt(
        'admin',
        `update public.contact_messages set status = 'engaged' where id = '${lead}'`,
      ),
    ).toEqual({
      code: '22023',
    });
    expect(value(await set('contacted'))).toBe('done');
  });

  it('records a move in the item’s history and the audit trail, with who', async () => {
    const id = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Historia', 'h@example.com', 'Hola.', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
    for (const status of ['contacted', 'consultation', 'engaged'])
      await attempt(
        'admin',
        `select public.admin_set_inbox_status('lead', '${id}', '${status}')`,
        true,
      );
    const opened = await attempt(
      'admin',
      `select public.admin_open_inbox_item('lead', '${id}') as v`,
      true,
    );
    const item = value(opened) as { status: string; history: { from: string; to: string }[] };
    expect(item.status).toBe('engaged');
    expect(item.history.map((h) => `${h.from}>${h.to}`)).toEqual([
      'new>contacted',
      'contacted>consultation',
      'consultation>engaged',
    ]);
    const { rows } = await store.db.query<{ action: string; actor_id: string }>(
      `select action::text, actor_id from public.audit_events where target_kind = 'lead' and target_id = $1 order by id`,
      [id],
    );
    expect(rows.map((row) => row.action)).toEqual([
      'inbox.status',
      'inbox.status',
      'inbox.status',
      'inbox.open',
    ]);
    expect(new Set(rows.map((row) => row.actor_id))).toEqual(new Set([ids.admin]));
  });

  it('records the CV’s download and answers its file', async () => {
    const file = value(
      await attempt('admin', `select public.admin_resume_download('${application}') as v`, true),
    );
    expect(file).toMatchObject({ name: 'hoja.pdf', type: 'pdf' });
    const { rows } = await store.db.query(
      `select 1 from public.audit_events where action = 'inbox.cv_download' and target_id = $1 and actor_id = $2`,
      [application, ids.admin],
    );
    expect(rows).toHaveLength(1);
  });

  it('finds items whatever the accents and case of the search', async () => {
    const found = async (query: string) => {
      const page = value(
        await attempt('admin', `select public.admin_list_inbox(p_query => '${query}') as v`),
      ) as { items: { id: string }[] };
      return page.items.map((item) => item.id);
    };
    expect(await found('jose pena')).toContain(lead);
    expect(await found('JOSÉ Peña')).toContain(lead);
    expect(await found('asesoria TRIBUTARIA')).toContain(lead);
    expect(await found('gomez')).toContain(application);
    expect(await found('gomez')).not.toContain(lead);
    expect(await found('ana@example.com')).toContain(application);
  });

  it('hides spam from the default list, shows it on asking, and the purge removes it after 30 days', async () => {
    const id = (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version)
         values ('Spam', 's@example.com', 'Compre ya.', 'es', now(), 'v1') returning id`,
      )
    ).rows[0]!.id;
    await attempt('admin', `select public.admin_mark_inbox_spam('lead', '${id}', true)`, true);
    const listed = async (spam: boolean) =>
      (
        value(await attempt('admin', `select public.admin_list_inbox(p_spam => ${spam}) as v`)) as {
          items: { id: string }[];
        }
      ).items.map((item) => item.id);
    expect(await listed(false)).not.toContain(id);
    expect(await listed(true)).toContain(id);
    await store.db.query(
      `update public.contact_messages set spam_at = now() - interval '31 days' where id = $1`,
      [id],
    );
    const purged = await store.rpc({ role: 'service_role' }, 'purge_spam', {});
    expect(purged).toMatchObject({ leads: 1 });
    const { rows } = await store.db.query('select 1 from public.contact_messages where id = $1', [
      id,
    ]);
    expect(rows).toHaveLength(0);
  });
});
