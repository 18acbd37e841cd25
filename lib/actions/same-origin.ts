// Whether a post was sent by a page of this site. Next.js compares a server action's `Origin`
// with the host but lets a post without `Origin` through; a browser, however, sends `Origin` with
// every form post and every script's POST, and `Sec-Fetch-Site` with both in current browsers.
// Neither header can be set by a page's script, so a post that carries neither a matching
// `Origin` nor `Sec-Fetch-Site: same-origin` was not sent by this site's pages: another site's
// form (an older browser or a privacy setting that drops `Origin`), a sandboxed frame (`null`),
// or a client outside any browser, which gains nothing from a session it would have to own.

/**
 * The host the visitor used: `X-Forwarded-Host` when a proxy in front sets it, else `Host`. The
 * proxy (proxy.ts) and Next.js's own server-action check read the same two headers.
 */
export function requestHost(request: Pick<Headers, 'get'>): string | null {
  return request.get('x-forwarded-host') ?? request.get('host');
}

/**
 * Whether a state-changing post comes from this site: its `Origin` is an http(s) origin on the
 * request's host, or, with no `Origin` at all, the browser says `Sec-Fetch-Site: same-origin`.
 * `Origin: null`, another host, another scheme and anything unparsable are refused.
 */
export function isSameOriginPost(request: Pick<Headers, 'get'>): boolean {
  const origin = request.get('origin');
  if (origin === null) return request.get('sec-fetch-site') === 'same-origin';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // A serialized origin is exactly scheme://host[:port]: a path, credentials or a default port
  // spelled out mean the value was written by something other than a browser.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin)
    return false;
  const host = requestHost(request);
  return host !== null && url.host === host.trim().toLowerCase();
}
