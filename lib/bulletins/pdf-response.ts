import 'server-only';
import { bulletinPdfDownloadName, bulletinPdfReadablePattern, parseBulletinPdfName } from './pdf';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The answer for a bulletin PDF served by the embedded store: the file as a download under a
 * plain name, never sniffed as anything else, cached for a year (its name is its content's hash,
 * so it never changes). The name is the one the link asks for (`?download=`, as Supabase Storage
 * reads it) when it is one the site gives (boletin-juridico-2026-11.pdf), else the file's own.
 * Anything else, a name this site does not give included, is a 404.
 */
export function bulletinPdfResponse(
  name: string,
  bytes: Uint8Array | null,
  requested: string | null = null,
): Response {
  const pdf = parseBulletinPdfName(name);
  if (!pdf || !bytes) return notFound();
  const download =
    requested && bulletinPdfReadablePattern.test(requested)
      ? requested
      : bulletinPdfDownloadName(pdf);
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${download}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
