import 'server-only';
import { randomUUID } from 'node:crypto';
import type { UserViewer } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import type { ImagesStore, ImageFiles, StoredImageFile } from '@/lib/backend/types';
import { processImage, type ImageRefusal } from '@/lib/images/process';
import { log } from '@/lib/log';

// The image manager's work with files, between the actions and the seam: where an original goes,
// and turning an uploaded original into the stored image (checked and processed, public files
// written before the row names them).

/** The library and its files as `viewer`. */
export async function imagesFor(
  viewer: UserViewer,
): Promise<{ store: ImagesStore; files: ImageFiles }> {
  const backend = await getBackend();
  return { store: backend.images(viewer), files: backend.imageFiles(viewer) };
}

/** A fresh original path (the server chooses it) and where the browser sends the file. */
export async function uploadTarget(viewer: UserViewer) {
  const originalPath = randomUUID();
  const { files } = await imagesFor(viewer);
  return { originalPath, ...(await files.uploadTarget(originalPath)) };
}

/**
 * Reads the uploaded original, checks and processes it, and writes the public files. A refused or
 * missing original is removed and answered with its reason; nothing is stored then.
 */
export async function processUpload(
  files: ImageFiles,
  originalPath: string,
  originalName: string,
): Promise<
  { ok: true; file: StoredImageFile } | { ok: false; reason: ImageRefusal | 'imageMissing' }
> {
  const original = await files.readOriginal(originalPath);
  if (!original) return { ok: false, reason: 'imageMissing' };
  const outcome = await processImage(original);
  if (!outcome.ok) {
    await files.removeOriginal(originalPath);
    log.info({ reason: outcome.reason }, 'Image upload refused');
    return outcome;
  }
  const { image } = outcome;
  for (const variant of image.variants) await files.savePublic(variant.name, variant.data);
  return {
    ok: true,
    file: {
      sha256: image.sha256,
      original_name: originalName,
      original_path: originalPath,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      variants: image.variants.map(({ name, format, width, height, bytes }) => ({
        name,
        format,
        width,
        height,
        bytes,
      })),
      placeholder: image.placeholder,
      had_location: image.hadLocation,
    },
  };
}

/** Removes what nothing names any more; a failure is logged, never undoes the change. */
export async function removeLeftovers(files: ImageFiles, originalPath: string, orphans: string[]) {
  try {
    await files.removePublic(orphans);
    await files.removeOriginal(originalPath);
  } catch (error) {
    log.error({ err: error }, 'Image files left behind');
  }
}
