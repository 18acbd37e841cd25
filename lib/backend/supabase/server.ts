import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { auditRequestHeaders } from '../request-audit';

/**
 * The Supabase client of the current request, bound to the visitor's session cookies. Created
 * per request, never shared. Server components may read the session but not refresh it (they
 * cannot set cookies): the proxy refreshes it on the paths that need a user. Its requests carry
 * the client address's HMAC, which PostgREST hands to the SQL (request.headers) for the trail.
 */
export async function createRequestClient(url: string, anonKey: string) {
  const cookieStore = await cookies();
  return createServerClient(url, anonKey, {
    global: { headers: await auditRequestHeaders() },
    cookies: {
      getAll: () => cookieStore.getAll(),
      setAll(toSet) {
        try {
          for (const { name, value, options } of toSet) cookieStore.set(name, value, options);
        } catch {
          // Called from a server component, where cookies are read-only; the proxy refreshes.
        }
      },
    },
  });
}
