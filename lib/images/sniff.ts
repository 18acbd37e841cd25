import type { ImageInputType } from './limits';

// An upload's type from its first bytes, never from its name or the type the browser declared:
// PNG, JPEG, WebP or AVIF, else null (SVG, GIF, HTML and everything else are refused). sharp
// decodes the file afterwards with only these decoders allowed, so a file that starts right and
// is something else fails there.

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type `bytes` start as, or null. */
export function sniffImageType(bytes: Uint8Array): ImageInputType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  // ISO BMFF: a `ftyp` box whose major brand is AVIF (a still image or a sequence).
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return 'avif';
  return null;
}
