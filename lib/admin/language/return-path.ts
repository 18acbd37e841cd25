import { safeNext } from '@/lib/auth/safe-next';
import { adminPaths } from '@/lib/routing';

// Percent-escapes that could spell a separator, a dot segment, a control character or another
// escape ("%2F%2Fevil", "%5C", "%2e%2e", "%00", "%25…"): the staff area's own paths never carry
// them, so a return path with one is refused rather than decoded and checked.
const encodedTricks = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i;
// The staff's pages: the admin area and the sign-in pages, nothing else on this site.
const staffPage = /^\/(?:admin|login)(?:[/?#]|$)/;

/**
 * Where the admin's language switch returns to: `value` when it is a page of the staff area on
 * this site ("/admin/users?x=1", "/login?next=%2Fadmin"), else the dashboard. On top of safeNext's
 * checks (no other host, no "//", no backslash, no control character, no scheme), only a path of
 * /admin or /login, without escaped separators or dot segments.
 */
export function adminReturnPath(value: unknown): string {
  if (typeof value !== 'string') return adminPaths.dashboard;
  const path = safeNext(value);
  if (path !== value || !staffPage.test(path)) return adminPaths.dashboard;
  const [pathname = ''] = path.split(/[?#]/, 1);
  if (encodedTricks.test(pathname)) return adminPaths.dashboard;
  return path;
}
