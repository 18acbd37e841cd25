/** Whether `path` names a path of this site: one "/", then neither "/" nor "\" (a host). */
export function isSitePath(path: string): boolean {
  return /^\/(?:[^/\\]|$)/.test(path);
}

/**
 * A redirect to a path of this site with a relative `Location`: the browser resolves it against
 * the address it used, whatever proxy stands in front. (`new URL(path, request.url)` would name
 * the server's own host, `http://localhost:<port>`.) `path` must already be a safe site path:
 * anything else is a bug, and throws.
 */
export function relativeRedirect(
  path: string,
  status: 303 | 307 | 308,
  headers?: HeadersInit,
): Response {
  if (!isSitePath(path)) throw new Error('A redirect must name a path of this site');
  const response = new Response(null, { status, headers });
  response.headers.set('Location', path);
  return response;
}
