import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openEmbeddedStore, schemaFiles } from './store';

const count = async (store: Awaited<ReturnType<typeof openEmbeddedStore>>, sql: string) =>
  Number((await store.db.query<{ n: number }>(sql)).rows[0]!.n);

describe('embedded store', () => {
  jest.setTimeout(60_000);

  it('applies the shim, every migration and the seed once, in order, and records them', async () => {
    const store = await openEmbeddedStore({ dataDir: null });
    const files = schemaFiles({ seed: true }).map((file) => file.name);
    expect(files.slice(0, 2)).toEqual([
      'embedded/01-auth-shim.sql',
      'embedded/02-storage-shim.sql',
    ]);
    expect(files.at(-1)).toBe('seed.sql');
    const recorded = (
      await store.db.query<{ name: string }>(
        'select name from embedded.applied_files order by applied_at, name',
      )
    ).rows.map((r) => r.name);
    expect(recorded.sort()).toEqual([...files].sort());

    const entries = await count(store, 'select count(*)::int as n from public.entries');
    await migrate(store.db, schemaFiles({ seed: true }));
    expect(await count(store, 'select count(*)::int as n from embedded.applied_files')).toBe(
      files.length,
    );
    expect(await count(store, 'select count(*)::int as n from public.entries')).toBe(entries);
    await store.close();
  });

  it('keeps its data in a folder across restarts without seeding twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-'));
    try {
      const first = await openEmbeddedStore({ dataDir: dir });
      await first.db.query(
        `update public.entries set title_es = 'Cambiado' where kind = 'bulletin' and issue_month = (select max(issue_month) from public.entries)`,
      );
      const entries = await count(first, 'select count(*)::int as n from public.entries');
      await first.close();

      const second = await openEmbeddedStore({ dataDir: dir });
      expect(await count(second, 'select count(*)::int as n from public.entries')).toBe(entries);
      expect(
        await count(
          second,
          `select count(*)::int as n from public.entries where title_es = 'Cambiado'`,
        ),
      ).toBe(1);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a corrupt data folder with an error naming it, and leaves it untouched', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pglite-corrupt-'));
    try {
      writeFileSync(path.join(dir, 'PG_VERSION'), 'not a version\n');
      mkdirSync(path.join(dir, 'global'));
      writeFileSync(path.join(dir, 'global', 'pg_control'), Buffer.alloc(64, 7));
      await expect(openEmbeddedStore({ dataDir: dir })).rejects.toThrow(
        new RegExp(
          `embedded database in ${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} could not be opened`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
