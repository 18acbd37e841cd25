import type { Pool } from 'pg';
import { schemaFiles } from './embedded/schema';
import { testPool } from './testing/postgres';

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
});
