import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { lockDataDir } from './lock';
import { callFunction, createFunctionCatalog } from './rpc';
import { migrate, schemaFiles } from './schema';

export { migrate, schemaFiles } from './schema';

// The database's and a transaction's types, for the code that runs SQL in the embedded store
// beside the seam (the auth shim in lib/auth/embedded): only the seam imports PGlite itself.
export type { PGlite, Transaction };

/** The roles PostgREST switches to; nothing else may reach `set local role`. */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export type Claims = { role: ApiRole; sub?: string } & Record<string, unknown>;

export type EmbeddedStore = {
  /**
   * Runs `fn` in one transaction as PostgREST would: API role, JWT claims and the request's
   * headers (lower-case names) set locally.
   */
  asRole<T>(
    claims: Claims,
    fn: (tx: Transaction) => Promise<T>,
    headers?: Record<string, string>,
  ): Promise<T>;
  /** Calls `public.<name>` with named arguments in `tx`, as PostgREST's `/rpc/<name>` does. */
  callFunction(tx: Transaction, name: string, args: Record<string, unknown>): Promise<unknown>;
  /** `callFunction` in a transaction of its own, as `claims` say, with `headers` if given. */
  rpc(
    claims: Claims,
    name: string,
    args: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<unknown>;
  /** The database itself, as its owner (superuser): for migrations, seeding and tests only. */
  readonly db: PGlite;
  close(): Promise<void>;
};

function describeOpenError(dataDir: string, cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(
    `The embedded database in ${path.resolve(dataDir)} could not be opened (${reason}). ` +
      'Nothing in it was changed. Move that folder aside (or restore it from a backup) and start ' +
      'again: a new database is created, migrated and seeded.',
    { cause },
  );
}

/**
 * Opens (creating, migrating and seeding on first use) the embedded Postgres. `dataDir: null`
 * keeps it in memory. Only one process may open a given folder.
 */
export async function openEmbeddedStore({
  dataDir,
  seed = true,
  log = () => {},
}: {
  dataDir: string | null;
  seed?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedStore> {
  let db: PGlite;
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
    // Throws StoreLockedError (naming the other process) before PGlite touches the folder.
    unlock = lockDataDir(dataDir);
  }
  try {
    db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      extensions: { unaccent, pgcrypto },
    });
  } catch (cause) {
    unlock();
    throw dataDir ? describeOpenError(dataDir, cause) : cause;
  }
  try {
    await migrate(db, schemaFiles({ seed }), log);
  } catch (cause) {
    await db.close().catch(() => {});
    unlock();
    throw dataDir ? describeOpenError(dataDir, cause) : cause;
  }

  // Function signatures are read once per store (as PostgREST's schema cache holds them).
  const catalog = createFunctionCatalog();
  const store: EmbeddedStore = {
    db,
    async asRole(claims, fn, headers) {
      const role: ApiRole =
        (['authenticated', 'service_role'] as const).find((r) => r === claims.role) ?? 'anon';
      return db.transaction(async (tx) => {
        await tx.exec(`set local role ${role}`);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ ...claims, role }),
        ]);
        if (headers)
          await tx.query(`select set_config('request.headers', $1, true)`, [
            JSON.stringify(headers),
          ]);
        return fn(tx);
      });
    },
    callFunction: (tx, name, args) => callFunction(tx, name, args, catalog),
    rpc: (claims, name, args, headers) =>
      store.asRole(claims, (tx) => callFunction(tx, name, args, catalog), headers),
    close: async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
  return store;
}
