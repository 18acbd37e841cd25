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
}: { isDev?: boolean; isPreview?: boolean } = {}) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
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

/** `init` plus the headers of every response: for answers made in code (the proxy's refusals). */
export function withSecurityHeaders(init: Record<string, string>): Headers {
  const headers = new Headers(init);
  for (const { key, value } of securityHeaders()) headers.set(key, value);
  return headers;
}
