import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mapCards, mapCategories, mapEntry, mapSearch, mapSitemap } from '../mappers';
import type { Backend, Viewer } from '../types';
import { supabaseForms } from './forms';

type SupabaseSettings = { url: string; anonKey: string; serviceRoleKey?: string };

/** A client with no session: public reads run as `anon`, and never read the visitor's cookies. */
function anonymousClient({ url, anonKey }: SupabaseSettings): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

async function rpc(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`Supabase ${fn} failed: ${error.message}`);
  return data;
}

/**
 * The backend on Supabase: the same SQL functions through PostgREST. `userClient` builds the
 * cookie-bound client of a signed-in request (lib/backend/supabase/server.ts) for calls that
 * must run as that user.
 */
export function supabaseBackend(
  settings: SupabaseSettings,
  userClient: () => Promise<SupabaseClient>,
): Backend {
  const client = () => anonymousClient(settings);
  return {
    name: 'supabase',
    forms: supabaseForms(settings.url, settings.serviceRoleKey),
    async searchEntries(input) {
      return mapSearch(
        await rpc(client(), 'search_entries', {
          p_locale: input.locale,
          p_query: input.query,
          p_categories: input.categories,
          p_kinds: input.kinds,
          p_limit: input.pageSize,
          p_offset: (input.page - 1) * input.pageSize,
        }),
      );
    },
    async getEntry(locale, slug) {
      return mapEntry(await rpc(client(), 'get_entry', { p_locale: locale, p_slug: slug }));
    },
    async listLatestEntries(locale, kinds, limit) {
      return mapCards(
        await rpc(client(), 'list_latest_entries', {
          p_locale: locale,
          p_kinds: kinds,
          p_limit: limit,
        }),
      );
    },
    async listRelatedEntries(id, locale, limit) {
      return mapCards(
        await rpc(client(), 'list_related_entries', { p_id: id, p_locale: locale, p_limit: limit }),
      );
    },
    async listEntriesByAuthor(authorId, locale, limit) {
      return mapCards(
        await rpc(client(), 'list_entries_by_author', {
          p_author_id: authorId,
          p_locale: locale,
          p_limit: limit,
        }),
      );
    },
    async listCategories() {
      const { data, error } = await client()
        .from('categories')
        .select('id, label_es, label_en')
        .order('position')
        .order('id');
      if (error) throw new Error(`Supabase categories failed: ${error.message}`);
      return mapCategories(data);
    },
    async listSitemapEntries() {
      return mapSitemap(await rpc(client(), 'list_sitemap_entries', {}));
    },
    async isAdmin(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return false;
      return (await rpc(await userClient(), 'is_admin', {})) === true;
    },
  };
}
