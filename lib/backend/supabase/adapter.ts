import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { adminContent } from '../admin-content';
import { contentReads } from '../content-reads';
import { formsStore } from '../forms-store';
import { RpcError, type Rpc } from '../rpc-error';
import type { Backend, Viewer } from '../types';

export type SupabaseSettings = {
  url: string;
  anonKey: string;
  serviceRoleKey?: string;
  /** Replaces the global fetch: the tests hand in the PostgREST stand-in (lib/backend/testing). */
  fetch?: typeof fetch;
};

/** A client without a session; its requests carry `key` alone (anon or service role). */
export function clientWithKey({ url, fetch }: SupabaseSettings, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetch ? { global: { fetch } } : {}),
  });
}

/** `.rpc()` on `client`, failing with PostgREST's error (code, details, hint) as an RpcError. */
export function clientRpc(client: () => SupabaseClient | Promise<SupabaseClient>): Rpc {
  return async (fn, args) => {
    const { data, error } = await (await client()).rpc(fn, args);
    if (error)
      throw new RpcError(fn, {
        code: error.code ?? '',
        message: error.message,
        details: error.details ?? null,
        hint: error.hint ?? null,
      });
    return data;
  };
}

/**
 * The backend on Supabase: every database call is a SQL function through PostgREST (`.rpc()`),
 * as on the embedded store. Public reads use a client without a session, so public pages never
 * read cookies. `userClient` builds the cookie-bound client of a signed-in request
 * (lib/backend/supabase/server.ts) for calls that must run as that user; the forms use the
 * service role key, which only the server holds.
 */
export function supabaseBackend(
  settings: SupabaseSettings,
  userClient: () => Promise<SupabaseClient>,
): Backend {
  let server: SupabaseClient | undefined;
  const serviceClient = () => {
    if (!settings.serviceRoleKey)
      throw new Error('SUPABASE_SERVICE_ROLE_KEY is not set: forms cannot be stored.');
    server ??= clientWithKey(settings, settings.serviceRoleKey);
    return server;
  };
  const resumes = () => serviceClient().storage.from('resumes');
  const anonClient = () => clientWithKey(settings, settings.anonKey);
  return {
    name: 'supabase',
    ...contentReads(clientRpc(anonClient)),
    async isAdmin(viewer: Viewer) {
      if (viewer.kind === 'anonymous') return false;
      return (await clientRpc(userClient)('is_admin', {})) === true;
    },
    // The signed-in admin's own session (the request's cookies), never the service role: the
    // database's is_admin() and policies decide. An anonymous viewer calls with the anon key,
    // and the database refuses it the same way.
    adminContent: (viewer) =>
      adminContent(clientRpc(viewer.kind === 'user' ? userClient : anonClient)),
    // As adminContent: the viewer's own session, so the entries' policies decide what they see.
    getEntryAs: (viewer, locale, slug) =>
      contentReads(clientRpc(viewer.kind === 'user' ? userClient : anonClient)).getEntry(
        locale,
        slug,
      ),
    forms: formsStore(clientRpc(serviceClient), {
      async save(name, bytes, contentType) {
        const { error } = await resumes().upload(name, bytes, { contentType, upsert: false });
        if (error) throw new Error(`Supabase Storage upload failed: ${error.message}`);
      },
      async remove(name) {
        const { error } = await resumes().remove([name]);
        if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
      },
    }),
  };
}
