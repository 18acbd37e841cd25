import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, localeStorageKey } from '@/lib/routing';

/**
 * Request-time routing for `/`, the one public path whose language is not in the path: it
 * follows the visitor's saved choice. The matcher only lets requests that carry the choice cookie
 * in; every other path (and `/` without the cookie) is served by next.config.ts rewrites, static.
 */
export function proxy(request: NextRequest) {
  const saved = request.cookies.get(localeStorageKey)?.value;
  const locale = isLocale(saved) ? saved : 'es';
  const response = NextResponse.rewrite(new URL(`/${locale}`, request.url));
  // The answer depends on a cookie: no shared cache may hand it to another visitor.
  response.headers.set('Cache-Control', 'private, no-cache');
  response.headers.set('Vary', 'Cookie');
  return response;
}

export const config = {
  matcher: [{ source: '/', has: [{ type: 'cookie', key: 'language' }] }],
};
