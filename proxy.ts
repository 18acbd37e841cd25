import { NextResponse, type NextRequest } from 'next/server';
import { requestHost } from '@/lib/actions/same-origin';
import { backendConfig } from '@/lib/backend/config';
import { refreshSessionInProxy } from '@/lib/backend/supabase/auth/proxy';
import { env } from '@/lib/env';
import { limits } from '@/lib/forms/options';
import { encodedPathAnswer, inAdminArea, isKnownAdminPath } from '@/lib/http/encoded-path';
import { refusedResponse } from '@/lib/http/refused-page';
import { isSitePath } from '@/lib/http/relative-redirect';
import {
  adminPathHeader,
  adminPaths,
  isAdminAreaPath,
  isLocale,
  localeStorageKey,
  unmatchedSegment,
} from '@/lib/routing';
import { adminSecurityHeaders, newNonce, withSecurityHeaders } from '@/lib/security-headers';

/**
 * Request-time code, on the few requests that need it (every other request is served by
 * next.config.ts rewrites, static, and never enters here; see the matcher):
 * - `/` with a saved language choice: the one public path whose language is not in the path.
 * - A path with percent-escapes: redirected to the plain path when it is one of ours, else the
 *   404 page (Next.js would answer many of them with a bare 500).
 * - A path with a trailing slash: redirected without it, with the site's security headers.
 * - Form posts: refused before their body is read when they are too large, malformed or sent
 *   from another site, with a page in the visitor's language instead of Next.js's bare error.
 * - The admin area (/admin, /login, /auth): a per-request nonce for its strict Content-Security-
 *   Policy, `private, no-store`, `noindex`, and (on Supabase) the session refresh; every answer
 *   made here on those paths carries the area's headers. The proxy protects nothing: the
 *   protected layout, each admin action and RLS check the session.
 */
export function proxy(request: NextRequest) {
  const answer = respond(request);
  if (!traced()) return answer;
  return Promise.resolve(answer).then((response) => {
    response.headers.set(traceHeader, '1');
    return response;
  });
}

// Set only for the end-to-end tests' server: every answer that passed through here says so, so a
// test can show that ordinary pages never do.
let tracing: boolean | undefined;
const traced = () => (tracing ??= env().E2E_PROXY_TRACE === '1');
const traceHeader = 'x-proxy-trace';

function respond(request: NextRequest): Response | Promise<Response> {
  const { pathname, search } = request.nextUrl;
  if (request.method === 'POST') {
    const refused = refusedFormPost(request);
    if (refused) return refused;
  }
  if (pathname.includes('%')) return encodedPathResponse(request);
  // Next.js's own trailing-slash redirect leaves before any header rule applies; this one carries
  // the security headers of its area (skipTrailingSlashRedirect is on in next.config.ts).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Leading slashes collapsed too: "//host" would name another host.
    const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
    return redirectWithin(request, `${target}${search}`);
  }
  if (isAdminAreaPath(pathname))
    return adminAreaResponse(request, isKnownAdminPath(pathname) ? undefined : adminNotFoundPath);
  const saved = request.cookies.get(localeStorageKey)?.value;
  if (pathname !== '/' || saved === undefined) return NextResponse.next();
  const locale = isLocale(saved) ? saved : 'es';
  const response = NextResponse.rewrite(new URL(`/${locale}`, request.url));
  // The answer depends on a cookie: no shared cache may store it, and a browser asks again each
  // time. (A `Vary: Cookie` would say the same to caches, but Next.js 16's page handler replaces
  // any Vary header with its router's: build/templates/app-page-runtime.js, `setHeader('Vary')`.)
  response.headers.set('Cache-Control', 'private, no-cache');
  return response;
}

/**
 * A 308 to `path` on this site, with the security headers of the area it was asked in. Next.js
 * sends a redirect to the request's own origin with a relative Location (a proxy in front keeps
 * its host); a path that could name another host never gets here.
 */
function redirectWithin(request: NextRequest, path: string): Response {
  if (!isSitePath(path)) throw new Error('A redirect must name a path of this site');
  const response = NextResponse.redirect(new URL(path, request.url), 308);
  const adminNonce = inAdminArea(request.nextUrl.pathname) ? newNonce() : undefined;
  withSecurityHeaders({}, adminNonce).forEach((value, key) => response.headers.set(key, value));
  return response;
}

/**
 * A path with percent-escapes: a 308 to the plain path when it decodes to one the routing table
 * knows (checked after decoding), else the 404 page of its area and language, status 404: the
 * admin area's, rendered per request under its nonce policy, or the public one, prerendered.
 */
function encodedPathResponse(request: NextRequest): Response | Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const answer = encodedPathAnswer(pathname, search);
  if (answer.kind === 'redirect') return redirectWithin(request, answer.location);
  if (inAdminArea(pathname)) return adminAreaResponse(request, adminNotFoundPath);
  // The status goes with the rewrite: a post renders the page per request, which alone says 200.
  const unmatched = new URL(`/${answer.locale}/${unmatchedSegment}`, request.url);
  const response = NextResponse.rewrite(unmatched, { status: 404 });
  withSecurityHeaders({}).forEach((value, key) => response.headers.set(key, value));
  return response;
}

/**
 * The route of the admin area's 404 page (app/admin/~not-found), where the proxy sends every path
 * of the area that is not one of its pages, with status 404. Decided here from the routing table,
 * because a page cannot set its own status: notFound() thrown from a page rendered per request
 * sends an empty shell that script fills in, and a catch-all route would have Next.js decode an
 * escaped path as its parameters, and fail.
 */
const adminNotFoundPath = `${adminPaths.dashboard}/${unmatchedSegment}`;

/**
 * Next.js's nonce recipe: the nonce and the policy go on the request (Next.js reads the policy
 * header to put the nonce on its own scripts; `x-nonce` is there for any script of ours) and the
 * policy on the response. next.config.ts leaves these paths out of its public policy, so this
 * strict one is the only one the browser gets. With `notFoundRoute`, that route is rendered
 * instead, with status 404 (Next.js keeps the proxy's status through a rewrite).
 */
async function adminAreaResponse(request: NextRequest, notFoundRoute?: string) {
  const nonce = newNonce();
  const headers = adminSecurityHeaders(
    nonce,
    process.env.NODE_ENV === 'development',
    storageOrigin(),
  );
  const csp = headers.find((header) => header.key === 'Content-Security-Policy')!.value;
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', csp);
  // The protected layout sends an anonymous visitor to /login?next=<this path>. Always set here,
  // so a client cannot choose it; safeNext() checks it again where it is used.
  requestHeaders.set(adminPathHeader, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  const init = { request: { headers: requestHeaders } };
  const response = notFoundRoute
    ? NextResponse.rewrite(new URL(notFoundRoute, request.url), { ...init, status: 404 })
    : NextResponse.next(init);
  for (const { key, value } of headers) response.headers.set(key, value);
  // On Supabase the session is refreshed here, on the response that is returned (the page then
  // reads the new cookies). The embedded backend refreshes in /auth/refresh and in actions.
  if (usesSupabase()) return refreshSessionInProxy(request, response);
  return response;
}

let supabaseBackend: boolean | undefined;
/** Whether the backend is Supabase: decided by the environment, read once per process. */
function usesSupabase(): boolean {
  supabaseBackend ??= backendConfig().kind === 'supabase';
  return supabaseBackend;
}

let supabaseOrigin: string | null | undefined;
/** Supabase's origin, where the image manager uploads originals; undefined on the embedded store. */
function storageOrigin(): string | undefined {
  if (supabaseOrigin === undefined) {
    const config = backendConfig();
    supabaseOrigin = config.kind === 'supabase' ? new URL(config.url).origin : null;
  }
  return supabaseOrigin ?? undefined;
}

/** The refusal of a form post that must not reach the server actions, or null. */
function refusedFormPost(request: NextRequest): Response | null {
  const { pathname } = request.nextUrl;
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > limits.requestBytes) return refusedResponse('tooLarge', pathname);
  const type = request.headers.get('content-type') ?? '';
  if (/^multipart\/form-data/i.test(type) && !/;\s*boundary=/i.test(type))
    return refusedResponse('badRequest', pathname);
  // Next.js refuses a cross-site action post too, but with a bare 500.
  const origin = request.headers.get('origin');
  const host = requestHost(request.headers);
  if (origin && origin !== 'null' && hostOf(origin) !== host)
    return refusedResponse('badRequest', pathname);
  if (origin === 'null') return refusedResponse('badRequest', pathname);
  return null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

export const config = {
  matcher: [
    // Paths with percent-escapes (and only those): see encodedPathResponse.
    '/:path(.*%.*)',
    // The admin area, every method: its pages need a nonce and its sessions a refresh.
    '/admin/:path*',
    '/login/:path*',
    '/auth/:path*',
    { source: '/', has: [{ type: 'cookie', key: 'language' }] },
    // Paths with a trailing slash: only ever redirected.
    '/:path+/',
    // Form posts (with JavaScript: text/plain or multipart; without: multipart or urlencoded).
    // GET requests carry no Content-Type, so pages stay off the proxy.
    {
      source: '/:path*',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(?:multipart/form-data|application/x-www-form-urlencoded|text/plain).*',
        },
      ],
    },
  ],
};
