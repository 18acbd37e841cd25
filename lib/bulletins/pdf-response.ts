import 'server-only';
import { bulletinPdfDownloadName, parseBulletinPdfName } from './pdf';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The answer for a bulletin PDF served by the embedded store: the file as a download under a
 * plain name, never sniffed as anything else, cached for a year (its name is its content's hash,
 * so it never changes). Anything else, a name this site does not give included, is a 404.
 */
export function bulletinPdfResponse(name: string, bytes: Uint8Array | null): Response {
  const pdf = parseBulletinPdfName(name);
  if (!pdf || !bytes) return notFound();
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${bulletinPdfDownloadName(pdf)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
