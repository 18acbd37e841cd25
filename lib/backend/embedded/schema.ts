import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The SQL files a database without Supabase needs, in the order they apply, and how they are
// applied once each. The embedded store runs them on PGlite; the integration tests on a real
// PostgreSQL server run the same list the same way, so both databases are built alike.

const supabaseDir = path.join(process.cwd(), 'supabase');

export type SqlFile = { name: string; sql: string };

function sqlFile(relative: string): SqlFile {
  return { name: relative, sql: readFileSync(path.join(supabaseDir, relative), 'utf8') };
}

const sqlFilesIn = (folder: string) =>
  readdirSync(path.join(supabaseDir, folder))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => sqlFile(`${folder}/${name}`));

/** The embedded shims (Supabase's auth and storage parts), every migration, then the demo seed. */
export function schemaFiles({ seed }: { seed: boolean }): SqlFile[] {
  return [
    ...sqlFilesIn('embedded'),
    ...sqlFilesIn('migrations'),
    ...(seed ? [sqlFile('seed.sql')] : []),
  ];
}

/** What `migrate` needs of a database: PGlite as it is, or a node-postgres client wrapped. */
export type MigrationTarget = {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  transaction<T>(
    fn: (tx: Pick<MigrationTarget, 'exec' | 'query'>) => Promise<T>,
  ): Promise<T | undefined>;
};

const checksum = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Applies each file once, in order, each in its own transaction together with the row that
 * records it: a crash leaves a file either fully applied and recorded or not at all.
 */
export async function migrate(
  db: MigrationTarget,
  files: SqlFile[],
  log: (line: string) => void = () => {},
) {
  await db.exec(`
    create schema if not exists embedded;
    create table if not exists embedded.applied_files (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    );
  `);
  const applied = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        'select name, checksum from embedded.applied_files',
      )
    ).rows.map((row) => [row.name, row.checksum]),
  );
  for (const file of files) {
    const sum = checksum(file.sql);
    const previous = applied.get(file.name);
    if (previous) {
      if (previous !== sum)
        log(
          `Embedded database: ${file.name} changed after it was applied; it is not applied again.`,
        );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(file.sql);
      await tx.query('insert into embedded.applied_files (name, checksum) values ($1, $2)', [
        file.name,
        sum,
      ]);
    });
    log(`Embedded database: applied ${file.name}`);
  }
}
