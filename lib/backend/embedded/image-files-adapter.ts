import { createHmac } from 'node:crypto';
import path from 'node:path';
import { signUploadTicket } from '@/lib/images/upload-ticket';
import { imageUploadPath } from '@/lib/routing';
import type { ImageFiles } from '../images-store';
import { serverSecret } from '../secrets';
import type { Viewer } from '../types';
import { imageOriginalsFolder, imagePublicFolder } from './image-files';

/** The folders, beside the CVs' and the bulletins' (`<data>/uploads/…`). */
export const embeddedImageDirs = (uploadsRoot: string) => ({
  originals: path.join(uploadsRoot, 'image-originals'),
  public: path.join(uploadsRoot, 'images'),
});

/** The key that signs upload tickets: derived from the embedded store's own secret. */
export async function uploadTicketKey(): Promise<string> {
  const secret = await serverSecret('embedded-jwt-secret');
  return createHmac('sha256', secret).update('image-upload-ticket').digest('hex');
}

/**
 * The image files on the embedded store, as `viewer`: the embedded twin of the image buckets'
 * policies asks `mayManage` (images.manage, in the database) before any read or write.
 */
export function embeddedImageFiles(
  uploadsRoot: string,
  viewer: Viewer,
  mayManage: () => Promise<boolean>,
): ImageFiles {
  const dirs = embeddedImageDirs(uploadsRoot);
  const originals = imageOriginalsFolder(dirs.originals);
  const published = imagePublicFolder(dirs.public);
  const allowed = async () => {
    if (viewer.kind !== 'user' || !(await mayManage()))
      throw new Error('Only an editor or an admin may change image files.');
    return viewer.id;
  };
  return {
    async uploadTarget(originalPath) {
      const ticket = signUploadTicket(await uploadTicketKey(), originalPath, await allowed());
      return {
        url: `${imageUploadPath}?${new URLSearchParams(ticket)}`,
        headers: { 'content-type': 'application/octet-stream' },
      };
    },
    async receiveOriginal(originalPath, bytes) {
      await allowed();
      await originals.save(originalPath, bytes);
      return true;
    },
    async readOriginal(originalPath) {
      await allowed();
      return originals.read(originalPath);
    },
    async removeOriginal(originalPath) {
      await allowed();
      await originals.remove(originalPath);
    },
    async savePublic(name, bytes) {
      await allowed();
      await published.save(name, bytes);
    },
    async removePublic(names) {
      await allowed();
      await published.remove(names);
    },
  };
}
