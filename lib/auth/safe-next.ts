import { adminPaths } from '@/lib/routing';

const base = 'http://site.invalid';
// Controls (C0, DEL, C1) and backslashes: browsers read "\" as "/" and drop tabs and newlines
// from URLs, so "/\evil.com" or "/\t/evil.com" would leave the site.
const refused = /[\u0000-\u001f\u007f-\u009f\\]/;
// What may be returned: one "/" and then anything but a second "/" or "\" (a browser reads "//x"
// and "/\x" as another host).
const sitePath = /^\/[^/\\]/;

/**
 * Where to go after signing in or refreshing: `value` when it is a path on this site
 * ("/admin/users?x=1"), else the dashboard. Refuses protocol-relative ("//evil"), backslash,
 * scheme ("javascript:", "https://…") and control-character tricks, before and after URL
 * resolution: resolving dot segments turns "/.//evil" and "/a/../..//evil" into "//evil", so the
 * value returned is checked again as it is returned.
 */
export function safeNext(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048)
    return adminPaths.dashboard;
  if (!value.startsWith('/') || value.startsWith('//') || refused.test(value))
    return adminPaths.dashboard;
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return adminPaths.dashboard;
  }
  if (url.origin !== base) return adminPaths.dashboard;
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (!sitePath.test(target) || refused.test(target)) return adminPaths.dashboard;
  // Resolved once more, the way a browser reads a Location: it must not name another origin.
  if (new URL(target, base).origin !== base) return adminPaths.dashboard;
  return target;
}
