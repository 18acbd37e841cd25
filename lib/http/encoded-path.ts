import {
  adminEditPath,
  adminInboxItemPath,
  adminRequestPath,
  adminResumePath,
  outboxEmailPath,
  adminPaths,
  allRoutes,
  entrySlugOf,
  feedPathFor,
  isAdminAreaPath,
  locales,
  manifestPath,
  offlinePath,
  resolvePath,
  robotsPath,
  serviceWorkerPath,
  sitemapPath,
  vcardPathFor,
  type Locale,
} from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';

// A path with percent-escapes ("/%61dmin", "/sitemap.xm%6C", "/%ZZ"): Next.js 16 answers many of
// them with a bare 500 ("Attempted to handle request too many times"), so the proxy answers them
// all. The site spells every path it serves plainly, so an escape is never needed to reach one:
// a path that decodes to one of ours gets a redirect there, anything else the 404 page.

/** What the proxy answers for a path with percent-escapes. */
export type EncodedPathAnswer =
  { kind: 'redirect'; location: string } | { kind: 'notFound'; locale: Locale };

// Segments of unreserved characters only: no empty segment ("//"), no "\", no control, no "%"
// left (a double escape such as "%2561" stays unknown), nothing a browser would read as a host.
const plainPath = /^(?:\/[A-Za-z0-9\-._~]+)+$/;
const dotSegment = /(?:^|\/)\.{1,2}(?:\/|$)/;
const editKinds = ['publication', 'blog', 'bulletin'] as const;

/** The paths the routing table names beyond its screens: files, feeds, vCards, staff pages. */
const namedPaths: ReadonlySet<string> = new Set([
  sitemapPath,
  robotsPath,
  manifestPath,
  serviceWorkerPath,
  offlinePath,
  ...Object.values(adminPaths),
  ...locales.map(feedPathFor),
  ...allRoutes().flatMap((route) =>
    route.screen === 'lawyer' ? locales.map((locale) => vcardPathFor(route.lawyer, locale)) : [],
  ),
]);

/** Whether the routing table knows `path` (already checked plain): a screen, an entry, a file. */
function isKnownPath(path: string): boolean {
  return (
    namedPaths.has(path) ||
    !!resolvePath(path) ||
    !!entrySlugOf(path) ||
    isEditPath(path) ||
    isInboxPath(path) ||
    isOutboxEmailPath(path) ||
    isRequestPath(path)
  );
}

/** An entry's editor: /admin/<kind>/edit/<uuid>. */
function isEditPath(path: string): boolean {
  return editKinds.some((kind) => {
    const prefix = adminEditPath(kind, '');
    return path.startsWith(prefix) && isUuid(path.slice(prefix.length));
  });
}

/** An inbox item's page, /admin/inbox/<lead|application>/<uuid>, or an application's CV route. */
function isInboxPath(path: string): boolean {
  const [, kind, id, rest] =
    /^\/admin\/inbox\/(lead|application)\/([^/]+)(\/cv)?$/.exec(path) ?? [];
  if (!kind || !id || !isUuid(id)) return false;
  const item = adminInboxItemPath(kind as 'lead' | 'application', id);
  return rest ? path === adminResumePath(id) : path === item;
}

/** One e-mail of the outbox: /admin/outbox/<uuid>. */
function isOutboxEmailPath(path: string): boolean {
  const prefix = outboxEmailPath('');
  return path.startsWith(prefix) && isUuid(path.slice(prefix.length));
}

/** One data subject's request: /admin/requests/<uuid>. */
function isRequestPath(path: string): boolean {
  const prefix = adminRequestPath('');
  return path.startsWith(prefix) && isUuid(path.slice(prefix.length));
}

const adminPagePaths: ReadonlySet<string> = new Set(Object.values(adminPaths));

/**
 * Whether `pathname`, a path of the admin area as received, is one of its pages or route
 * handlers (the routing table lists them all; a test holds it to app/admin, app/login and
 * app/auth). Anything else there gets the area's 404 page from the proxy.
 */
export function isKnownAdminPath(pathname: string): boolean {
  return (
    adminPagePaths.has(pathname) ||
    isEditPath(pathname) ||
    isInboxPath(pathname) ||
    isOutboxEmailPath(pathname) ||
    isRequestPath(pathname)
  );
}

/** `pathname` decoded, or null when an escape is malformed ("%ZZ", "%", a cut UTF-8 sequence). */
function decoded(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * `pathname` with each segment decoded where it can be: which area a path with a malformed
 * escape belongs to ("/%61dmin/%ZZ" is in the admin area).
 */
function leniently(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => decoded(segment) ?? segment)
    .join('/');
}

/** Whether `pathname`, escapes decoded where they can be, lies in the admin area. */
export function inAdminArea(pathname: string): boolean {
  return isAdminAreaPath(leniently(pathname));
}

/**
 * The answer to `pathname` (as received, escapes and all) with its query `search`: a redirect to
 * the decoded path when it is a plain path the routing table knows, else the 404 page in the
 * path's language. The decoded value is checked, not the one received: "%2F%2F" decodes to "//"
 * and "%2E%2E" to a dot segment, and both are refused.
 */
export function encodedPathAnswer(pathname: string, search: string): EncodedPathAnswer {
  const path = decoded(pathname);
  if (path !== null && plainPath.test(path) && !dotSegment.test(path) && isKnownPath(path))
    return { kind: 'redirect', location: `${path}${search}` };
  const locale = /^\/en(?:\/|$)/.test(leniently(pathname)) ? 'en' : 'es';
  return { kind: 'notFound', locale };
}
