import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/auth/permissions';
import type { Claims, EmbeddedStore } from './embedded/store';
import { createUser, openTestStore, startSession } from './testing/fixtures';

// The conflict check in the database: the matcher (accents, case, punctuation, legal forms, no
// match on a short name or a part of a word, a real match across two leads), every new table and
// function as a visitor (anon), an author, an editor and an admin, never as a superuser, and the
// result recorded with who, in the audit trail too.

type Caller = 'anon' | StaffRole;
const callers: Caller[] = ['anon', 'author', 'editor', 'admin'];
type Outcome = { rows: Record<string, unknown>[]; count: number } | { code: string };

class Rollback extends Error {
  constructor(readonly outcome: Outcome) {
    super('rollback');
  }
}

describe('the conflict check in the database', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;
  const claims = { anon: { role: 'anon' } } as Record<Caller, Claims>;
  const ids = {} as Record<StaffRole, string>;
  let first: string;
  let second: string;

  const newLead = async (name: string, at: string) =>
    (
      await store.db.query<{ id: string }>(
        `insert into public.contact_messages (name, email, message, locale, consent_at, privacy_policy_version, created_at)
         values ($1, 'lead@example.com', 'Consulta.', 'es', now(), 'v1', $2) returning id`,
        [name, at],
      )
    ).rows[0]!.id;

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
    first = await newLead('María Fernanda Ríos', '2026-11-01T10:00:00Z');
    second = await newLead('Pedro Gómez', '2026-11-20T10:00:00Z');
  });
  afterAll(() => store.close());

  /** Runs `sql` as `caller`, after proving it is not a superuser; rolls it back unless `keep`. */
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
  const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;
  const matches = async (a: string, b: string) =>
    value(
      await attempt(
        'admin',
        `select public.conflict_names_match(${sqlText(a)}, ${sqlText(b)}) as v`,
      ),
    );

  describe('the matcher', () => {
    it.each([
      ['Constructora Andina S.A.S.', 'constructora andina'],
      ['CONSTRUCTORA ÁNDINA SAS', 'Constructora Andina, S.A.'],
      ['Inversiones Peña y Cía. S. en C.', 'inversiones pena'],
      ['Transportes Útiles Ltda.', 'TRANSPORTES UTILES LIMITADA'],
      ['Acme, Inc.', 'ACME LLC'],
      ['Hermanos Ruiz S. en C.S.', 'Hermanos Ruiz S en N.C.'],
      ['Café Ñandú E.U.', 'cafe nandu'],
      ['María Fernanda Ríos', 'maria-fernanda rios'],
      ['Bancolombia', 'Grupo Bancolombia S.A.'],
      ['Fernanda Ríos', 'María Fernanda Ríos'],
    ])('matches %s and %s', async (a, b) => {
      expect(await matches(a, b)).toBe(true);
      expect(await matches(b, a)).toBe(true);
    });

    it.each([
      ['Ana', 'Mariana Gómez'],
      ['Ana', 'Ana Gómez'],
      ['José', 'José Peña'],
      ['Peña', 'José Peña'],
      ['S.A.S.', 'Andina S.A.S.'],
      ['Andina Ltda.', 'Andinas Ltda.'],
      ['Ríos', 'María Fernanda Ríos'],
      ['Constructora Andina', 'Constructora Andes'],
    ])('does not match %s and %s', async (a, b) => {
      expect(await matches(a, b)).toBe(false);
    });

    it('normalises accents, case, punctuation and legal forms', async () => {
      const normal = await attempt(
        'admin',
        `select public.conflict_normalize('  Compañía  ÁNDINA-Perú S.A.S. y Cía. ') as v`,
      );
      expect(value(normal)).toBe('compania andina peru');
    });
  });

  it('finds an earlier lead by its name and its parties, records the result with who', async () => {
    const add = (lead: string, name: string, kind: string) =>
      attempt(
        'admin',
        `select public.admin_add_lead_party('${lead}', ${sqlText(name)}, '${kind}') as v`,
        true,
      );
    expect(typeof value(await add(first, 'Constructora Andina S.A.S.', 'counterparty'))).toBe(
      'number',
    );
    await add(second, 'CONSTRUCTORA ANDINA LTDA', 'client');
    await add(second, 'Maria Fernanda Rios', 'counterparty');
    await add(second, 'Ana', 'related');
    const seen = value(
      await attempt('admin', `select public.admin_lead_conflicts('${second}') as v`),
    ) as { parties: unknown[]; matches: Record<string, unknown>[] };
    expect(seen.parties).toHaveLength(3);
    expect(
      seen.matches.map(({ party, party_kind, lead_id, matched, matched_kind }) => ({
        party,
        party_kind,
        lead_id,
        matched,
        matched_kind,
      })),
    ).toEqual([
      {
        party: 'CONSTRUCTORA ANDINA LTDA',
        party_kind: 'client',
        lead_id: first,
        matched: 'Constructora Andina S.A.S.',
        matched_kind: 'counterparty',
      },
      {
        party: 'Maria Fernanda Rios',
        party_kind: 'counterparty',
        lead_id: first,
        matched: 'María Fernanda Ríos',
        matched_kind: 'name',
      },
    ]);
    // The earlier lead never lists the later one: the check looks back only.
    const earlier = value(
      await attempt('admin', `select public.admin_lead_conflicts('${first}') as v`),
    ) as { matches: unknown[] };
    expect(earlier.matches).toEqual([]);

    await attempt(
      'admin',
      `select public.admin_record_conflict_check('${second}', 'possible_conflict', 'Contraparte en un caso anterior.')`,
      true,
    );
    const { rows } = await store.db.query<{ checked_by: string; result: string }>(
      'select checked_by, result from public.lead_conflict_checks where lead_id = $1',
      [second],
    );
    expect(rows).toEqual([{ checked_by: ids.admin, result: 'possible_conflict' }]);
    const audit = await store.db.query<{ action: string }>(
      `select action::text from public.audit_events
        where target_kind = 'lead' and target_id = $1 and actor_id = $2 order by id`,
      [second, ids.admin],
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'inbox.parties',
      'inbox.parties',
      'inbox.parties',
      'inbox.conflict_check',
    ]);
    const checks = value(
      await attempt('admin', `select public.admin_lead_conflicts('${second}') as v`),
    ) as { checks: Record<string, unknown>[] };
    expect(checks.checks[0]).toMatchObject({
      result: 'possible_conflict',
      note: 'Contraparte en un caso anterior.',
    });
    expect(typeof checks.checks[0]!.by).toBe('string');
  });

  describe.each(callers)('as %s', (caller) => {
    const admin = caller === 'admin';
    it('calls the conflict check’s functions only as an admin', async () => {
      for (const sql of [
        `select public.admin_lead_conflicts('${first}')`,
        `select public.admin_add_lead_party('${first}', 'Parte', 'client')`,
        `select public.admin_remove_lead_party('${first}', 1)`,
        `select public.admin_record_conflict_check('${first}', 'clear', '')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, !admin]);
    });

    it('runs the matcher signed in only (it reads no table)', async () => {
      for (const sql of [
        `select public.conflict_normalize('Andina S.A.S.')`,
        `select public.conflict_names_match('Andina', 'Andina')`,
      ])
        expect([sql, refused(await attempt(caller, sql))]).toEqual([sql, caller === 'anon']);
    });

    it.each(['lead_parties', 'lead_conflict_checks'])(
      'reads and adds %s only as an admin, as themselves',
      async (table) => {
        const seen = await attempt(caller, `select count(*)::int as n from public.${table}`);
        if (caller === 'anon') return expect(refused(seen)).toBe(true);
        expect('rows' in seen && (seen.rows[0]!.n as number) > 0).toBe(admin);
        const row = (actor: string) =>
          table === 'lead_parties'
            ? `(lead_id, name, kind, added_by) values ('${first}', 'X', 'client', '${actor}')`
            : `(lead_id, result, checked_by) values ('${first}', 'clear', '${actor}')`;
        const added = await attempt(caller, `insert into public.${table} ${row(ids[caller])}`);
        expect('count' in added && added.count === 1).toBe(admin);
        const other = caller === 'admin' ? ids.editor : ids.admin;
        expect(
          'count' in (await attempt(caller, `insert into public.${table} ${row(other)}`)),
        ).toBe(false);
        expect(refused(await attempt(caller, `update public.${table} set lead_id = lead_id`))).toBe(
          true,
        );
        const removed = await attempt(caller, `delete from public.${table}`);
        if (table === 'lead_conflict_checks') expect(refused(removed)).toBe(true);
        else expect('count' in removed && removed.count > 0).toBe(admin);
      },
    );
  });
});
