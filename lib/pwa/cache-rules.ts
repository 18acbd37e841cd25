import { isPrivatePath, offlinePath } from '@/lib/routing';

/**
 * What the service worker may keep. It lists what it caches instead of caching every GET (as
 * Serwist's defaultCache would): public pages, the site's own build assets, images and fonts.
 * Admin, login and API URLs, other origins (Supabase included), RSC payloads and server-action
 * posts never match, so the browser fetches them as if there were no worker.
 */

type Matchable = { url: URL; request: Request; sameOrigin: boolean };

/** Whether `url` may be a public page of this site (the offline page stays in the precache). */
export function isPublicPageUrl(url: URL, sameOrigin: boolean): boolean {
  return (
    sameOrigin &&
    !isPrivatePath(url.pathname) &&
    !url.pathname.startsWith('/_next/') &&
    url.pathname !== offlinePath &&
    // The bare `/` follows the visitor's saved language, a cookie the worker cannot see: a kept
    // copy could answer in the other language. It is always fetched, never kept. (/es and /en are.)
    url.pathname !== '/'
  );
}

/** A visitor opening a public page of this site. */
export function isPublicPageNavigation({ url, request, sameOrigin }: Matchable): boolean {
  return (
    request.method === 'GET' && request.mode === 'navigate' && isPublicPageUrl(url, sameOrigin)
  );
}

/** A script or stylesheet of the build (hashed file names: a URL never changes content). */
export function isBuildAsset({ url, sameOrigin }: Matchable): boolean {
  return sameOrigin && url.pathname.startsWith('/_next/static/');
}

/** An image served by this site (never one from a private area). */
export function isSiteImage({ request, url, sameOrigin }: Matchable): boolean {
  return sameOrigin && request.destination === 'image' && !isPrivatePath(url.pathname);
}

/** A font served by this site. */
export function isSiteFont({ request, sameOrigin }: Matchable): boolean {
  return sameOrigin && request.destination === 'font';
}

/**
 * Whether a response may be stored. A worker never sees Set-Cookie (browsers strip it from every
 * response a script can read), so it relies on the server's contract instead: a response that sets
 * or depends on a session says `Cache-Control: no-store`, and no-store means what it
 * says. Only 200 answers are kept: never a 404, an error or a redirect.
 */
export function isStorableResponse(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    !response.redirected &&
    !/(^|[\s,])no-store([\s,]|$)/i.test(cacheControl)
  );
}

/** A page the server says is no more: its kept copy must go. */
export function isGoneResponse(response: Response): boolean {
  return response.status === 404 || response.status === 410;
}

/**
 * How long the worker waits for the server before it shows a page's kept copy: long enough that a
 * server which answers at all (slowly, right after a change, or on a cold start) is heard, so a
 * kept copy stands in only for a network that gives nothing.
 */
export const pageNetworkTimeoutSeconds = 10;
