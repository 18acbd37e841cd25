import 'server-only';
import { createHash } from 'node:crypto';
import exifReader from 'exif-reader';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import {
  imageWidths,
  maxImageBytes,
  maxImageEdge,
  maxImagePixels,
  type ImageInputType,
  type ImageOutputFormat,
} from './limits';
import { imageFileName } from './names';
import { sniffImageType } from './sniff';

// An uploaded original becomes the files the site serves, all through sharp (no image handling of
// our own): the type from the bytes, only the four raster decoders allowed, a pixel limit checked
// before decoding, sharp's strictest `failOn`, the EXIF orientation applied before resizing, at
// most 2560 px, AVIF and WebP at each width, and a tiny blurred placeholder. Nothing of the
// original's metadata (EXIF, GPS, XMP, comments, ICC) reaches a public file: sharp writes none
// unless asked, and it is never asked here.

// libvips decodes dozens of formats (SVG, PDF, TIFF, GIF, FITS, Matlab…), each a parser exposed to
// a hostile file. Every loader is blocked for the process, then the four this site accepts are let
// through again: a file that starts like a PNG but is something else fails to load. The block is
// the whole process's, and the social cards (Next.js's ImageResponse) turn their own SVG into a
// PNG through this same sharp: the SVG loader stays open for them. An upload never reaches it: its
// type is read from its first bytes before sharp sees it, and an SVG is refused there.
sharp.block({ operation: ['VipsForeignLoad'] });
sharp.unblock({
  operation: [
    'VipsForeignLoadPngBuffer',
    'VipsForeignLoadJpegBuffer',
    'VipsForeignLoadWebpBuffer',
    'VipsForeignLoadHeifBuffer',
    'VipsForeignLoadSvgBuffer',
  ],
});

/** One public file made from an image. */
export type ImageVariant = {
  name: string;
  format: ImageOutputFormat;
  width: number;
  height: number;
  bytes: number;
};

/** What processing made of an original: its facts, the files (with their bytes) and the placeholder. */
export type ProcessedImage = {
  sha256: string;
  bytes: number;
  type: ImageInputType;
  width: number;
  height: number;
  hadLocation: boolean;
  placeholder: string;
  variants: (ImageVariant & { data: Buffer })[];
};

/** Why an original was refused (a message key of the image manager). */
export type ImageRefusal = 'imageTooLarge' | 'imageType' | 'imageTooManyPixels' | 'imageUnreadable';

export type ProcessOutcome =
  { ok: true; image: ProcessedImage } | { ok: false; reason: ImageRefusal };

/** sharp's format name for each accepted type (AVIF is read by the HEIF loader). */
const sharpFormat: Record<ImageInputType, string> = {
  png: 'png',
  jpeg: 'jpeg',
  webp: 'webp',
  avif: 'heif',
};

const inputOptions = {
  limitInputPixels: maxImagePixels,
  failOn: 'warning',
  animated: false,
} as const satisfies SharpOptions;

/** Checks and processes an uploaded original; never throws for a bad file. */
export async function processImage(original: Uint8Array): Promise<ProcessOutcome> {
  if (original.byteLength > maxImageBytes) return { ok: false, reason: 'imageTooLarge' };
  const type = sniffImageType(original);
  if (!type) return { ok: false, reason: 'imageType' };
  const input = Buffer.from(original.buffer, original.byteOffset, original.byteLength);
  let metadata: Metadata;
  try {
    metadata = await sharp(input, inputOptions).metadata();
  } catch (error) {
    // sharp reads the header's dimensions and refuses before a pixel is decoded.
    const tooMany = /pixel limit/i.test(error instanceof Error ? error.message : '');
    return { ok: false, reason: tooMany ? 'imageTooManyPixels' : 'imageUnreadable' };
  }
  if (metadata.format !== sharpFormat[type]) return { ok: false, reason: 'imageUnreadable' };
  if (type === 'avif' && metadata.compression !== 'av1')
    return { ok: false, reason: 'imageUnreadable' };
  const { width = 0, height = 0 } = metadata;
  // The header's claim, before a pixel is decoded (sharp checks it again as it decodes).
  if (width < 1 || height < 1) return { ok: false, reason: 'imageUnreadable' };
  if (width * height > maxImagePixels) return { ok: false, reason: 'imageTooManyPixels' };
  try {
    return { ok: true, image: await render(input, type, metadata) };
  } catch {
    return { ok: false, reason: 'imageUnreadable' };
  }
}

async function render(
  input: Buffer,
  type: ImageInputType,
  metadata: Metadata,
): Promise<ProcessedImage> {
  // Decoded once: turned upright by its EXIF orientation, then fitted within 2560 px, in sRGB.
  const master = await sharp(input, inputOptions)
    .rotate()
    .resize({ width: maxImageEdge, height: maxImageEdge, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = master.info;
  const raw = () => sharp(master.data, { raw: { width, height, channels } });
  const widths = [...imageWidths.filter((w) => w < width), Math.min(width, maxImageEdge)];
  const variants: ProcessedImage['variants'] = [];
  for (const w of [...new Set(widths)]) {
    const h = Math.max(1, Math.round((height * w) / width));
    for (const format of ['avif', 'webp'] as const) {
      const resized = raw().resize({ width: w, height: h });
      const data =
        format === 'avif'
          ? await resized.avif({ quality: 55, effort: 3 }).toBuffer()
          : await resized.webp({ quality: 78, effort: 4 }).toBuffer();
      const sha256 = createHash('sha256').update(data).digest('hex');
      variants.push({
        name: imageFileName(sha256, w, format),
        format,
        width: w,
        height: h,
        bytes: data.byteLength,
        data,
      });
    }
  }
  const tiny = await raw().resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    sha256: createHash('sha256').update(input).digest('hex'),
    bytes: input.byteLength,
    type,
    width,
    height,
    hadLocation: hasLocation(metadata.exif),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}

/** Whether an EXIF block carries a GPS position (it is dropped either way; the editor is told). */
function hasLocation(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  try {
    const gps = exifReader(exif).GPSInfo;
    return gps !== undefined && Object.keys(gps).length > 0;
  } catch {
    // Unreadable EXIF is dropped like any other; say the position went with it.
    return true;
  }
}
