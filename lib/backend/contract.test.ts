import { embeddedBackend } from './embedded/adapter';
import { supabaseBackend } from './supabase/adapter';
import { backendContract } from './testing/contract';
import { openTestStore, seedSlugs, testUploadsDir } from './testing/fixtures';

backendContract('embedded PGlite', async () => {
  const store = await openTestStore();
  return {
    backend: embeddedBackend(store, testUploadsDir()),
    slugs: await seedSlugs(store),
    teardown: () => store.close(),
  };
});

// Against a real Supabase project when one is configured for tests, migrated and seeded with the
// same files: SUPABASE_TEST_URL and SUPABASE_TEST_ANON_KEY.
const supabaseUrl = process.env.SUPABASE_TEST_URL;
const supabaseKey = process.env.SUPABASE_TEST_ANON_KEY;
if (supabaseUrl && supabaseKey) {
  backendContract('Supabase', async () => {
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
  });
}
