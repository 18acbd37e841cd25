import type { Pool } from 'pg';
import { schemaFiles } from './embedded/schema';
import { asRole, rpcAs, testPool } from './testing/postgres';

// The schema as a real PostgreSQL server builds it: the embedded shims and every migration
// applied (by the suite's global setup, which fails the run if one does not apply), and the
// conventions every migration keeps, checked over the whole schema so a new one is held to them.

describe('the migrations on a real PostgreSQL server', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = testPool();
  });
  afterAll(() => pool.end());

  const rows = async <T>(sql: string, params: unknown[] = []) =>
    (await pool.query(sql, params)).rows as T[];

  it('applied the shims and every migration, each once', async () => {
    const applied = await rows<{ name: string }>('select name from embedded.applied_files');
    expect(applied.map((row) => row.name).sort()).toEqual(
      schemaFiles({ seed: false })
        .map((file) => file.name)
        .sort(),
    );
  });

  it('keeps row-level security on every table, with policies', async () => {
    const open = await rows<{ relname: string }>(
      `select c.relname from pg_catalog.pg_class c
         join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`,
    );
    expect(open).toEqual([]);
    const [policies] = await rows<{ n: number }>(
      `select count(*)::int as n from pg_catalog.pg_policies where schemaname = 'public'`,
    );
    expect(policies!.n).toBeGreaterThan(0);
  });

  it('pins search_path and revokes PUBLIC on every security-definer function', async () => {
    const loose = await rows<{ proname: string }>(
      `select p.proname from pg_catalog.pg_proc p
         join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosecdef
          and (not coalesce(p.proconfig @> array['search_path=""'], false)
               or exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
                           where a.grantee = 0 and a.privilege_type = 'EXECUTE'))`,
    );
    expect(loose).toEqual([]);
  });

  it('lets only the service role reserve a sign-in attempt, in one step', async () => {
    const [grants] = await rows<Record<string, boolean>>(
      `select has_function_privilege('anon', f, 'execute') as anon,
              has_function_privilege('authenticated', f, 'execute') as authenticated,
              has_function_privilege('service_role', f, 'execute') as service_role
         from (select 'public.reserve_sign_in_attempt(text, text, text, text)'::regprocedure as f) x`,
    );
    expect(grants).toEqual({ anon: false, authenticated: false, service_role: true });
    const [steps] = await rows<{ check: unknown; record: unknown }>(
      `select to_regproc('public.sign_in_throttle') as check,
              to_regproc('public.record_sign_in_failure') as record`,
    );
    expect(steps).toEqual({ check: null, record: null });

    const args = { p_ip_hash: null, p_account_hash: '0'.repeat(64) };
    await expect(rpcAs(pool, { role: 'anon' })('reserve_sign_in_attempt', args)).rejects.toEqual(
      expect.objectContaining({ code: '42501' }),
    );
    await expect(
      asRole(pool, { role: 'authenticated' }, (client) =>
        client.query('select count(*) from public.sign_in_failures'),
      ),
    ).rejects.toEqual(expect.objectContaining({ code: '42501' }));
  });
});
