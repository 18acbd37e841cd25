import { Pool, type ClientBase, type PoolClient, type PoolConfig } from 'pg';
import type { ApiRole, Claims } from '../embedded/store';
import { callFunction, createFunctionCatalog, type Queryable } from '../embedded/rpc';
import type { MigrationTarget } from '../embedded/schema';
import type { Rpc } from '../rpc-error';
import { env } from '../../env';

// Test helpers for the integration tests on a real PostgreSQL server (`*.pg.test.ts`, run by
// `npm run test:pg`). The server holds the embedded shims and every migration, as the embedded
// store does; each test connects through its own pool, so calls really run side by side.

/** The server scripts/test-postgres.sh started, as its superuser. */
export function serverConfig(): PoolConfig {
  const { PGTEST_HOST: host, PGTEST_PORT: port = 5432 } = env();
  if (!host)
    throw new Error(
      'PGTEST_HOST is not set: run these tests with `npm run test:pg`, which starts the server.',
    );
  return {
    host,
    port,
    user: 'postgres',
    database: 'postgres',
  };
}

/** A pool of `max` connections to the test server (end it in afterAll). */
export const testPool = ({ max = 10 }: { max?: number } = {}) =>
  new Pool({ ...serverConfig(), max });

/** A client as `query` wants it: node-postgres's own signature is narrower. */
export const queryable = (client: ClientBase): Queryable => ({
  query: async <T>(sql: string, params?: unknown[]) => ({
    rows: (await client.query(sql, params)).rows as T[],
  }),
});

/** One client as `migrate` wants it: each transaction on it is begin … commit. */
export function migrationTarget(client: ClientBase): MigrationTarget {
  const { query } = queryable(client);
  const exec = (sql: string) => client.query(sql);
  return {
    exec,
    query,
    async transaction(fn) {
      await client.query('begin');
      try {
        const result = await fn({ exec, query });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
  };
}

/**
 * Runs `fn` in one transaction as PostgREST would: the API role and the JWT claims set locally,
 * as the embedded store does. It first checks that the role is not a superuser: a superuser
 * bypasses row-level security, and a test running as one would prove nothing about it.
 */
export async function asRole<T>(
  pool: Pool,
  claims: Claims,
  fn: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const role: ApiRole =
    (['authenticated', 'service_role'] as const).find((r) => r === claims.role) ?? 'anon';
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`set local role ${role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ ...claims, role }),
    ]);
    const { rows } = await client.query<{ su: string }>(
      `select current_setting('is_superuser') as su`,
    );
    if (rows[0]?.su !== 'off') throw new Error(`${role} runs as a superuser here`);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** `.rpc()` as `claims` would call it through PostgREST: one transaction per call. */
export function rpcAs(pool: Pool, claims: Claims): Rpc {
  const catalog = createFunctionCatalog();
  return (fn, args) =>
    asRole(pool, claims, (client) => callFunction(queryable(client), fn, args, catalog));
}
