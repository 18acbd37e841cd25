import 'server-only';
import { imageContentType, parseImageFileName } from './names';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * The answer for a public image file: its type from its name (which the server gave from what it
 * encoded), never sniffed as anything else, cached for a year by browsers and CDNs (its name is
 * its content's hash, so it never changes). Anything else, a name this site does not give
 * included, is a 404.
 */
export function imageFileResponse(name: string, bytes: Uint8Array | null): Response {
  const parsed = parseImageFileName(name);
  if (!parsed || !bytes) return notFound();
  return new Response(bytes as BodyInit, {
    headers: {
      'Content-Type': imageContentType(parsed.format),
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An image opened on its own runs nothing, whatever it holds.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  });
}
