/**
 * A Content-Security-Policy: the two policies differ only in where scripts may come from and what
 * a <base> may point at; every other source is this origin or none.
 */
function contentSecurityPolicy(scriptSrc: string, baseUri: string, connectSrc = "'self'"): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    `base-uri ${baseUri}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The public pages' policy: no nonce, so they stay static (see securityHeaders). */
function publicContentSecurityPolicy(isDev: boolean): string {
  return contentSecurityPolicy(`'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`, "'self'");
}

/**
 * The admin area's policy (Next.js's nonce recipe): a script runs only if it carries this
 * request's nonce or was loaded by one that does ('strict-dynamic'); no 'unsafe-inline' for
 * scripts. Next.js reads the nonce from the request's own Content-Security-Policy header and puts
 * it on its scripts, which is why every admin page renders per request (they are dynamic anyway).
 */
export function adminContentSecurityPolicy(
  nonce: string,
  isDev = false,
  uploadOrigin?: string,
): string {
  return contentSecurityPolicy(
    `'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    "'none'",
    // On Supabase the image manager's browser sends originals straight to Storage's signed upload
    // URL: that one origin (and nothing else) joins connect-src in the staff area only.
    uploadOrigin ? `'self' ${uploadOrigin}` : "'self'",
  );
}

/**
 * Headers sent with every response.
 *
 * The Content-Security-Policy has no nonce on purpose: a nonce forces every page to render per
 * request, and the public pages are static. Next.js inlines its hydration data in <script> tags,
 * so scripts keep 'unsafe-inline' but may come from this origin only; everything else (frames,
 * plugins, foreign origins, form targets, base URLs) is shut.
 */
export function securityHeaders({
  isDev = false,
  isPreview = false,
  csp = publicContentSecurityPolicy(isDev),
}: { isDev?: boolean; isPreview?: boolean; csp?: string } = {}) {
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Preview deployments must never be indexed.
  if (isPreview) headers.push({ key: 'X-Robots-Tag', value: 'noindex, nofollow' });
  return headers;
}

/** The headers of every admin, sign-in and auth response: the strict policy, private and unindexed. */
export function adminSecurityHeaders(nonce: string, isDev = false, uploadOrigin?: string) {
  return [
    ...securityHeaders({ isDev, csp: adminContentSecurityPolicy(nonce, isDev, uploadOrigin) }),
    // A session's pages: never kept by any cache, never indexed or followed.
    { key: 'Cache-Control', value: 'private, no-store' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}

/** A fresh nonce for one admin-area response (18 random bytes, base64). */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18))));
}

/**
 * `init` plus the headers of every response: for answers made in code (the proxy's redirects and
 * refusals). With `adminNonce`, the admin area's (the strict policy, private, noindex), which
 * replace any Cache-Control in `init`; without, the public ones.
 */
export function withSecurityHeaders(init: Record<string, string>, adminNonce?: string): Headers {
  const headers = new Headers(init);
  const isDev = process.env.NODE_ENV === 'development';
  const list =
    adminNonce === undefined ? securityHeaders({ isDev }) : adminSecurityHeaders(adminNonce, isDev);
  for (const { key, value } of list) headers.set(key, value);
  return headers;
}
