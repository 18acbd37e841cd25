import { existsSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { newEntryValues } from '@/lib/admin/entries/schema';
import { embeddedBackend } from './embedded/adapter';
import type { EmbeddedStore } from './embedded/store';
import { supabaseBackend } from './supabase/adapter';
import { backendContract, type ContractDatabase } from './testing/contract';
import { openTestStore, seedSlugs, startSession, testUploadsDir } from './testing/fixtures';
import { postgrestStandIn, type PostgrestStandIn } from './testing/postgrest';
import type { Backend } from './types';

const rows = (store: EmbeddedStore) => async (sql: string, params?: unknown[]) =>
  (await store.db.query(sql, params)).rows as never[];

/** The embedded adapter over `store`, with direct access to what it writes. */
function embedded(store: EmbeddedStore): { backend: Backend; database: ContractDatabase } {
  const uploads = testUploadsDir();
  return {
    backend: embeddedBackend(store, uploads),
    database: {
      query: rows(store),
      resumeStored: async (name) => existsSync(path.join(uploads, name)),
      signIn: async (id, aal = 'aal1') => ({
        kind: 'user',
        id,
        claims: { session_id: await startSession(store, id), aal },
      }),
    },
  };
}

/**
 * The Supabase adapter with supabase-js talking to the PostgREST stand-in over `store`: the
 * anon and service-role keys it mints, and for a signed-in user the cookie client's place taken
 * by a client carrying that user's access token.
 */
async function supabase(
  store: EmbeddedStore,
): Promise<{ backend: Backend; database: ContractDatabase; standIn: PostgrestStandIn }> {
  const standIn = await postgrestStandIn(store);
  let userToken: string | null = null;
  const backend = supabaseBackend(
    {
      url: standIn.url,
      anonKey: standIn.anonKey,
      serviceRoleKey: standIn.serviceRoleKey,
      fetch: standIn.fetch,
    },
    async () => {
      if (!userToken) throw new Error('no user is signed in');
      return createClient(standIn.url, standIn.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: standIn.fetch, headers: { Authorization: `Bearer ${userToken}` } },
      });
    },
  );
  return {
    backend,
    standIn,
    database: {
      query: rows(store),
      resumeStored: async (name) => standIn.hasObject('resumes', name),
      signIn: async (id, aal = 'aal1') => {
        const claims = { session_id: await startSession(store, id), aal };
        userToken = await standIn.userToken(id, claims);
        return { kind: 'user', id, claims };
      },
    },
  };
}

backendContract('embedded PGlite', async () => {
  const store = await openTestStore();
  return { ...embedded(store), slugs: await seedSlugs(store), teardown: () => store.close() };
});

backendContract('Supabase adapter through the PostgREST stand-in', async () => {
  const store = await openTestStore();
  const { backend, database } = await supabase(store);
  return { backend, database, slugs: await seedSlugs(store), teardown: () => store.close() };
});

/**
 * Replaces `public.<fn>` by a copy whose argument `from` is called `to`, with the same grants
 * (Postgres cannot rename an argument with `create or replace`).
 */
async function renameArgument(store: EmbeddedStore, signature: string, from: string, to: string) {
  const { rows: found } = await store.db.query<{ definition: string; grants: string | null }>(
    `select pg_get_functiondef($1::regprocedure) as definition,
            array_to_string(proacl, ',') as grants
       from pg_proc where oid = $1::regprocedure`,
    [signature],
  );
  const { definition } = found[0]!;
  const roles = ['anon', 'authenticated', 'service_role'].filter((role) =>
    new RegExp(`(^|,)${role}=X`).test(found[0]!.grants ?? ''),
  );
  await store.db.exec(`
    drop function ${signature};
    ${definition.replaceAll(from, to)};
    revoke execute on function ${signature} from public;
    ${roles.map((role) => `grant execute on function ${signature} to ${role};`).join('\n')}
  `);
}

describe('a renamed SQL argument fails the adapters’ calls', () => {
  jest.setTimeout(60_000);
  const adapters = {
    embedded: async (store: EmbeddedStore) => embedded(store).backend,
    'Supabase (stand-in)': async (store: EmbeddedStore) => (await supabase(store)).backend,
  };

  for (const [name, adapter] of Object.entries(adapters)) {
    it(`on the ${name} adapter, with PostgREST's PGRST202 error naming the arguments`, async () => {
      const store = await openTestStore();
      try {
        await renameArgument(
          store,
          'public.confirm_newsletter(text)',
          'p_token_hash',
          'p_confirm_token_hash',
        );
        await renameArgument(store, 'public.get_entry(text, text)', 'p_slug', 'p_entry_slug');
        await renameArgument(
          store,
          'public.admin_save_entry(uuid, integer, text, text, text, text, timestamptz, text, text, text, text, text, text, text, text, text, text, text, text)',
          'p_version',
          'p_base_version',
        );
        await renameArgument(
          store,
          'public.resolve_entry_slug(text, text)',
          'p_slug',
          'p_old_slug',
        );
        const backend = await adapter(store);

        await expect(backend.forms.confirmNewsletter('0'.repeat(64))).rejects.toMatchObject({
          code: 'PGRST202',
          message:
            'confirm_newsletter failed: Could not find the function public.confirm_newsletter(p_token_hash) in the schema cache',
          details: expect.stringContaining('unknown argument(s) p_token_hash'),
          hint: 'Perhaps you meant to call the function public.confirm_newsletter(p_confirm_token_hash)',
        });
        await expect(backend.getEntry('es', 'algo')).rejects.toMatchObject({
          code: 'PGRST202',
          message: expect.stringContaining('public.get_entry(p_locale, p_slug)'),
          details: expect.stringContaining('missing argument(s) p_entry_slug'),
        });
        // A renamed argument of an admin function is an error, never a "stale" outcome.
        await expect(
          backend.adminContent({ kind: 'anonymous' }).saveEntry({
            ...newEntryValues('publication', 'tax'),
            titleEs: 'Título',
            slugEs: 'titulo',
            summaryEs: 'Resumen',
          }),
        ).rejects.toMatchObject({
          code: 'PGRST202',
          details: expect.stringContaining('unknown argument(s) p_version'),
        });
        await expect(backend.resolveEntrySlug('es', 'algo')).rejects.toMatchObject({
          code: 'PGRST202',
          details: expect.stringContaining('missing argument(s) p_old_slug'),
        });
        // Everything else still answers: only the renamed calls fail.
        expect(await backend.forms.unsubscribeNewsletter('0'.repeat(64))).toBe(false);
        // The other admin functions are found (and refuse a visitor, as they should).
        await expect(backend.adminContent({ kind: 'anonymous' }).dashboard()).rejects.toMatchObject(
          { code: '42501' },
        );
      } finally {
        await store.close();
      }
    });
  }
});

// Against a real Supabase project when one is configured for tests, migrated and seeded with the
// same files: SUPABASE_TEST_URL and SUPABASE_TEST_ANON_KEY. Reads only: the forms tables of a
// real project are not the test's to fill.
const supabaseUrl = process.env.SUPABASE_TEST_URL;
const supabaseKey = process.env.SUPABASE_TEST_ANON_KEY;
if (supabaseUrl && supabaseKey) {
  backendContract(
    'Supabase project',
    async () => {
      // The seed is the same file, so an embedded copy tells which slugs to expect.
      const reference = await openTestStore();
      const slugs = await seedSlugs(reference);
      await reference.close();
      return {
        backend: supabaseBackend({ url: supabaseUrl, anonKey: supabaseKey }, () => {
          throw new Error('the contract suite calls as an anonymous visitor only');
        }),
        slugs,
        teardown: async () => {},
      };
    },
    { forms: false },
  );
}
