import type { EmbeddedStore } from '@/lib/backend/embedded/store';
import { openTestStore } from '@/lib/backend/testing/fixtures';
import { compileSources, looksPersonal, personalDataRegistry, standingRules } from './registry';
import { retentionKeys } from './retention';

// The registry against the database after every migration: each column whose name looks like an
// e-mail, a name, a phone, a file path or a CV is registered, each registered column exists, and
// the tables the compilation reads in SQL are the registry's "by address" entries.

type Column = { key: string };

async function catalogue(store: EmbeddedStore): Promise<string[]> {
  const { rows } = await store.db.query<Column>(
    `select c.table_schema || '.' || c.table_name || '.' || c.column_name as key
       from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
      where c.table_schema in ('public', 'auth') and t.table_type = 'BASE TABLE'
      order by 1`,
  );
  return rows.map((row) => row.key);
}

/** What the registry says is wrong with `columns`: unregistered names and stale entries. */
function problems(columns: string[]) {
  const registered = new Set(Object.keys(personalDataRegistry));
  const present = new Set(columns);
  return {
    unregistered: columns.filter(
      (key) => looksPersonal(key.split('.')[2] ?? '') && !registered.has(key),
    ),
    missing: [...registered].filter((key) => !present.has(key)),
  };
}

describe('the registry of personal data', () => {
  jest.setTimeout(120_000);
  let store: EmbeddedStore;

  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(() => store.close());

  it('registers every column whose name looks personal, and only columns that exist', async () => {
    expect(problems(await catalogue(store))).toEqual({ unregistered: [], missing: [] });
  });

  it('fails when a migration adds a personal column nobody registered, or drops a registered one', async () => {
    await store.db.exec(
      `create table public.registry_probe (id int, contact_phone text, cv_file text)`,
    );
    await store.db.exec(`alter table public.lead_parties rename column name to party`);
    try {
      expect(problems(await catalogue(store))).toEqual({
        unregistered: ['public.registry_probe.contact_phone', 'public.registry_probe.cv_file'],
        missing: ['public.lead_parties.name'],
      });
    } finally {
      await store.db.exec(`drop table public.registry_probe`);
      await store.db.exec(`alter table public.lead_parties rename column party to name`);
    }
  });

  it('compiles from the same tables in SQL as the registry names', async () => {
    const { rows } = await store.db.query<{ table: string; column: string }>(
      `select table_name as table, match_column as column
         from public.personal_data_sources order by position`,
    );
    expect(rows).toEqual(compileSources());
  });

  it('names a retention rule for every column', () => {
    for (const entry of Object.values(personalDataRegistry))
      expect([...retentionKeys, ...standingRules]).toContain(entry.retention);
  });
});
