import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { dataRequestsStore, publicDataRequests } from './data-requests-store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// Data subjects' requests and the calendar overrides in the database: every new table and
// function as a visitor (anon), an author, an editor and an admin (only admins hold
// privacy.requests), never as a superuser; the public verbs with the server's authority only; a
// pending request nobody confirmed is no staff member's to see; each move follows the rules and
// is recorded with the text the person was told and its audit event.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };
const hash = (n: number) => String(n).padStart(64, 'a');

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

const reply = JSON.stringify({
  subject: 'Respuesta',
  html: '<p>R</p>',
  text: 'R',
  reply_to: 'f@x.co',
});

describe('data requests in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  const server = () =>
    publicDataRequests((fn, args) => store.rpc({ role: 'service_role' }, fn, args));
  const admin = () => dataRequestsStore((fn, args) => store.rpc(claims.admin, fn, args));
  let confirmed: string;
  let consulta: string;

  const file = (n: number, kind = 'supresion', email = `p${n}@example.com`) =>
    server().submit(
      {
        kind: kind as 'supresion',
        name: 'Ana Gómez',
        email,
        idNumber: '',
        description: 'Borren mis datos.',
        locale: 'es',
        privacyPolicyVersion: 'v1',
        confirmTokenHash: hash(n),
        confirmHours: 48,
      },
      [
        {
          kind: 'datarequest.confirm',
          to: email,
          subject: 'Confirme',
          html: '<p>x</p>',
          text: 'x',
        },
      ],
    );

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
    await file(1);
    await file(2);
    await file(3, 'consulta');
    confirmed = (await server().confirm(hash(1), '2026-12-18', '2026-11-30', []))!.id;
    consulta = (await server().confirm(hash(3), '2026-12-11', '2026-11-30', []))!.id;
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller`, after proving it is not a superuser, and rolls it back. */
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
  const value = (outcome: Outcome) => ('rows' in outcome ? outcome.rows[0]?.v : undefined);

  describe.each(callers)('as %s', (caller) => {
    const isAdmin = caller === 'admin';

    it('calls the staff functions only as an admin', async () => {
      for (const sql of [
        `select public.admin_data_requests()`,
        `select public.admin_data_request('${confirmed}')`,
        `select public.admin_move_data_request('${confirmed}', 'in_progress', '', null, null)`,
        `select public.admin_mark_data_request('${confirmed}')`,
        `select public.admin_data_requests_of('p1@example.com')`,
        `select public.admin_save_calendar_override('2026-12-10', 'holiday', 'Día cívico')`,
        `select public.admin_delete_calendar_override('2026-12-10')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !isAdmin]);
    });

    it('never runs the public verbs, which are the server’s', async () => {
      for (const sql of [
        `select public.submit_data_request('consulta', 'A', 'a@b.co', '', 'd', 'es', 'v1', '${hash(9)}', 48, '[]')`,
        `select public.pending_data_request('${hash(2)}')`,
        `select public.confirm_data_request('${hash(2)}', '2026-12-18', null, '[]')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });

    it('reads confirmed requests, their steps and the overrides only as an admin', async () => {
      for (const table of ['data_requests', 'data_request_steps', 'calendar_overrides']) {
        const seen = await attempt(caller, `select count(*)::int as v from public.${table}`);
        if (caller === 'anon') expect(refused(seen)).toBe(true);
        else if (!isAdmin) expect(value(seen)).toBe(0);
      }
      const pending = await attempt(
        caller,
        `select count(*)::int as v from public.data_requests where status = 'pending'`,
      );
      if (caller !== 'anon') expect(value(pending)).toBe(0);
      if (isAdmin)
        expect(
          value(await attempt(caller, `select count(*)::int as v from public.data_requests`)),
        ).toBe(2);
    });

    it('never writes a table directly', async () => {
      for (const sql of [
        `update public.data_requests set status = 'answered'`,
        `delete from public.data_requests`,
        `insert into public.data_request_steps (request_id, from_status, to_status) values ('${confirmed}', 'a', 'b')`,
        `delete from public.data_request_steps`,
        `insert into public.calendar_overrides (day, kind, name) values ('2026-12-10', 'holiday', 'x')`,
        `delete from public.calendar_overrides`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, true]);
    });
  });

  it('confirms a pending request once, with a live token only, and addresses its e-mail itself', async () => {
    expect(await server().pending(hash(2))).toEqual({
      kind: 'supresion',
      locale: 'es',
      email: 'p2@example.com',
    });
    expect(await server().confirm(hash(99), '2026-12-18', null, [])).toBeNull();
    const ack = {
      kind: 'datarequest.ack',
      to: 'attacker@example.com',
      subject: 'A',
      html: 'h',
      text: 't',
    };
    const done = await server().confirm(hash(2), '2026-12-18', '2026-11-30', [ack]);
    expect(done).toEqual(expect.objectContaining({ dueDay: '2026-12-18' }));
    const { rows } = await store.db.query<{ to_email: string }>(
      `select to_email from public.outbox where id = $1`,
      [done!.outboxIds[0]],
    );
    expect(rows[0]!.to_email).toBe('p2@example.com');
    expect(await server().confirm(hash(2), '2026-12-18', null, [])).toBeNull();
    expect(await server().pending(hash(2))).toBeNull();
    await file(4);
    await store.db.query(
      `update public.data_requests set confirm_expires_at = now() - interval '1 second' where confirm_token_hash = $1`,
      [hash(4)],
    );
    expect(await server().confirm(hash(4), '2026-12-18', null, [])).toBeNull();
  });

  it('moves a request as the rules allow, tells the person and records each step', async () => {
    const move = async (...args: Parameters<ReturnType<typeof admin>['move']>) =>
      (await admin().move(...args)).outcome;
    expect(await move(consulta, 'incomplete', 'Falta la cédula.', null, null, null)).toBe(
      'not_allowed',
    );
    expect(await move(confirmed, 'answered', '', null, null, null)).toBe('not_allowed');
    expect(await move(confirmed, 'extended', 'Volumen.', '2026-12-17', null, null)).toBe(
      'not_allowed',
    );
    await store.db.query(
      `update public.data_requests set due_day = current_date + 3 where id = $1`,
      [confirmed],
    );
    const email = JSON.parse(reply) as { subject: string; html: string; text: string };
    const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(
      await move(confirmed, 'extended', 'Volumen.', later, { ...email, replyTo: 'f@x.co' }, null),
    ).toBe('ok');
    expect(await move(confirmed, 'extended', 'Otra vez.', later, null, null)).toBe('not_allowed');
    expect(
      await move(
        confirmed,
        'answered',
        'Borramos sus datos.',
        null,
        { ...email, replyTo: 'f@x.co' },
        null,
      ),
    ).toBe('ok');
    expect(await move(confirmed, 'in_progress', '', null, null, null)).toBe('not_allowed');
    expect(await move(randomUUID(), 'in_progress', '', null, null, null)).toBe('not_found');

    const request = (await admin().get(confirmed))!;
    expect(request.status).toBe('answered');
    expect(request.extendedDueDay).toBe(later);
    expect(request.steps.map((step) => [step.to, step.body, step.delivery])).toEqual([
      ['received', null, null],
      ['extended', 'Volumen.', 'pending'],
      ['answered', 'Borramos sus datos.', 'pending'],
    ]);
    const sent = await store.db.query<{ to_email: string }>(
      `select to_email from public.outbox where kind = 'datarequest.reply'`,
    );
    expect(sent.rows.map((row) => row.to_email)).toEqual(['p1@example.com', 'p1@example.com']);
    const audit = await store.db.query<{ action: string }>(
      `select action::text from public.audit_events where target_kind = 'data_request' and target_id = $1 and actor_id = $2 order by id`,
      [confirmed, ids.admin],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'privacy.request_extend',
      'privacy.request_answer',
    ]);
  });

  it('marks a reclamo "en trámite" once, never a consulta, and lists the open reclamos of an address', async () => {
    expect(await admin().mark(consulta, null)).toBe(false);
    await file(5, 'rectificacion', 'Marta@Example.com'.toLowerCase());
    const open = (await server().confirm(hash(5), '2026-12-18', '2026-11-30', []))!.id;
    expect(await admin().mark(open, null)).toBe(true);
    expect(await admin().mark(open, null)).toBe(false);
    expect(await admin().openReclamosOf('MARTA@example.com')).toEqual([
      { id: open, kind: 'rectificacion', status: 'received' },
    ]);
  });

  it('keeps the calendar overrides, recorded, for the server’s calendar', async () => {
    await admin().saveOverride({ day: '2026-12-10', kind: 'holiday', name: 'Día cívico' }, null);
    expect(await server().calendarOverrides()).toEqual([
      { day: '2026-12-10', kind: 'holiday', name: 'Día cívico' },
    ]);
    expect(await admin().deleteOverride('2026-12-10', null)).toBe(true);
    expect(await admin().deleteOverride('2026-12-10', null)).toBe(false);
    expect(await server().calendarOverrides()).toEqual([]);
    const audit = await store.db.query(
      `select 1 from public.audit_events where action = 'calendar.override' and target_id = '2026-12-10'`,
    );
    expect(audit.rows).toHaveLength(2);
  });
});
