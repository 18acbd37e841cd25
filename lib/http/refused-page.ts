import esErrors from '@/messages/es/errors.json';
import enErrors from '@/messages/en/errors.json';
import { formatMessage } from '@/lib/i18n/translate';
import { pathFor, resolvePath, type Locale } from '@/lib/routing';
import { inAdminArea } from '@/lib/http/encoded-path';
import { newNonce, withSecurityHeaders } from '@/lib/security-headers';
import { site } from '@/lib/site';

// The answer to a form post that the server refuses before its body is read (too large, no
// multipart boundary, another site's origin): a small page in the visitor's language, so a person
// who attached too big a file learns what to do instead of meeting a bare error. It is built here,
// not rendered by a route, because the body must never reach a page (Next.js would read it to find
// the server action) and the proxy answers before anything else runs.

const texts = { es: esErrors.RequestRefused, en: enErrors.RequestRefused } as const;

export type Refusal = 'tooLarge' | 'badRequest';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The language of the page a form was posted from (Spanish when the path says none). */
function localeOfPath(pathname: string): Locale {
  return resolvePath(pathname)?.locale ?? (/^\/en(\/|$)/.test(pathname) ? 'en' : 'es');
}

/**
 * The refusal page for a post to `pathname`, with its status and the security headers of its area
 * (the admin area's on /admin, /login and /auth, else the public ones).
 */
export function refusedResponse(refusal: Refusal, pathname: string): Response {
  const { status, headers, html } = refusedPage(refusal, pathname);
  return new Response(html, { status, headers });
}

/** The same page as plain values, for the server preload that answers on the socket itself. */
export function refusedPage(
  refusal: Refusal,
  pathname: string,
): { status: number; headers: Record<string, string>; html: string } {
  const locale = localeOfPath(pathname);
  const t = texts[locale];
  const title = refusal === 'tooLarge' ? t.tooLargeTitle : t.badRequestTitle;
  const text =
    refusal === 'tooLarge'
      ? formatMessage(locale, t.tooLargeText, { email: site.careersEmail })
      : t.badRequestText;
  // Back to the page the form was on, when it is one of ours; else that language's home.
  const back = resolvePath(pathname) ? pathname : pathFor({ screen: 'home' }, locale);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>body{margin:0;background:#faf8f4;color:#12223a;font:17px/1.6 Georgia,'Times New Roman',serif}
main{max-width:40rem;margin:0 auto;padding:4rem 1.5rem}p.firm{font-size:1.1rem;letter-spacing:.02em;margin:0 0 3rem}
h1{font-size:2rem;line-height:1.2;font-weight:600;margin:0 0 1.25rem}p{margin:0 0 2rem;font-family:Arial,Helvetica,sans-serif;color:#2b3648}
a.button{display:inline-block;border:1px solid #12223a;background:#12223a;color:#fff;padding:.75rem 1.5rem;text-decoration:none;font:600 .9rem Arial,Helvetica,sans-serif}
a.button:focus-visible{outline:3px solid #9a7b3f;outline-offset:3px}</style></head>
<body><main><p class="firm">${escapeHtml(site.name)}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>
<a class="button" href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></main></body></html>`;
  // In the admin area, its headers (the page runs no script; the policy is the area's all the same).
  const headers = withSecurityHeaders(
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The body was not read: the connection cannot carry another request.
      Connection: 'close',
    },
    inAdminArea(pathname) ? newNonce() : undefined,
  );
  return {
    status: refusal === 'tooLarge' ? 413 : 400,
    headers: Object.fromEntries(headers),
    html,
  };
}
