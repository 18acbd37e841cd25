import type { Pool } from 'pg';
import { rpcAs, testPool } from '@/lib/backend/testing/postgres';

// The chain under truly concurrent writers, on a real PostgreSQL server (PGlite runs one
// statement at a time): 20 events recorded at once, each in its own transaction on its own
// connection, must still form one unbroken chain (the advisory lock orders them).

const writers = 20;

describe('the audit chain under concurrent writes', () => {
  jest.setTimeout(60_000);
  let pool: Pool;
  beforeAll(() => {
    pool = testPool({ max: writers + 5 });
  });
  afterAll(() => pool.end());

  it('stays one chain when 20 transactions record at once', async () => {
    const rpc = rpcAs(pool, { role: 'service_role' });
    const ids = await Promise.all(
      Array.from({ length: writers }, (_, i) =>
        rpc('record_audit_event', {
          p_action: 'category.create',
          p_target_kind: 'category',
          p_target_id: `concurrent-${i}`,
        }),
      ),
    );
    expect(new Set(ids).size).toBe(writers);
    const [check] = (await rpc('verify_audit_chain', {})) as { ok: boolean; checked: number }[];
    expect(check).toMatchObject({ ok: true });
    expect(check!.checked).toBeGreaterThanOrEqual(writers);
    const { rows } = await pool.query<{ forks: string }>(
      'select count(*) - count(distinct prev_hash) as forks from public.audit_events',
    );
    expect(rows[0]!.forks).toBe('0');
  });
});
