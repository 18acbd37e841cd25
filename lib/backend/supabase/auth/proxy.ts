import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { backendConfig } from '../../config';
import type { SupabaseAuthConfig } from './request';
import { sessionCookieOptions } from './session-cookie';

// No 'server-only' marker: the proxy's bundle imports this module, and it holds nothing secret
// (the project URL and the publishable key are public; the service-role key is never read here).

/** What an auth path answers when no cookie is written: never stored by a shared cache. */
const privateNoStore = 'private, no-store';

/**
 * Refreshes the Supabase session of a request on its way through `proxy.ts` (only /admin, /login
 * and the auth callback paths go through it): a session near expiry is renewed once, here, where
 * cookies can be written, and the rotated tokens travel on `response`. Answers `response` with the
 * session cookies set (or cleared, when the refresh token is refused) and no-store caching headers.
 * Decides nothing: the pages and actions check the verified claims themselves.
 */
export async function refreshSessionInProxy(
  request: NextRequest,
  response: NextResponse,
  config: SupabaseAuthConfig = supabaseAuthConfig(),
): Promise<NextResponse> {
  let cookiesWritten = false;
  const supabase = createServerClient(config.url, config.anonKey, {
    ...(config.fetch ? { global: { fetch: config.fetch } } : {}),
    cookieOptions: sessionCookieOptions(),
    cookies: {
      getAll: () => request.cookies.getAll(),
      // Cookies set on a proxy response also reach this request's rendering: Next.js merges them
      // into what `cookies()` reads (its x-middleware-set-cookie header), so the page sees the
      // renewed session rather than refreshing it again with a refresh token already rotated.
      setAll(cookies, headers) {
        cookiesWritten = true;
        for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
        // Cache-Control: private, no-cache, no-store…, Expires: 0, Pragma: no-cache: a response
        // that carries a session must never be served to somebody else by a CDN.
        for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
      },
    },
  });
  // Nothing may run between creating the client and this call (@supabase/ssr's rule): getClaims
  // loads the session, refreshes it when it expires within 90 s, and verifies the result.
  try {
    await supabase.auth.getClaims();
  } catch {
    // getClaims throws on a token it cannot even check (an `alg: none` header under the project's
    // key id): nothing to refresh, and the page refuses that token itself.
  }
  if (!cookiesWritten) response.headers.set('Cache-Control', privateNoStore);
  return response;
}

function supabaseAuthConfig(): SupabaseAuthConfig {
  const config = backendConfig();
  if (config.kind !== 'supabase')
    throw new Error('refreshSessionInProxy is for the Supabase backend only.');
  return { url: config.url, anonKey: config.anonKey };
}
