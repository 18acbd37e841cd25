import type { ImageOutputFormat } from './limits';

// The public files' names: the SHA-256 of the file's own bytes, its width and its format, so a
// name never changes meaning and may be cached for a year. Checked wherever a name arrives.

const pattern = /^([0-9a-f]{64})-(\d{1,4})\.(avif|webp)$/;

/** The name of a file of `format` at `width` whose bytes hash to `sha256`. */
export const imageFileName = (sha256: string, width: number, format: ImageOutputFormat) =>
  `${sha256}-${width}.${format}`;

/** The parts of a name this site gives, or null for any other string. */
export function parseImageFileName(
  name: string,
): { sha256: string; width: number; format: ImageOutputFormat } | null {
  const match = pattern.exec(name);
  if (!match) return null;
  return { sha256: match[1]!, width: Number(match[2]), format: match[3] as ImageOutputFormat };
}

/** The Content-Type a public file is served with. */
export const imageContentType = (format: ImageOutputFormat) => `image/${format}`;
