import type { SupabaseClient } from '@supabase/supabase-js';
import { imageContentType, parseImageFileName } from '@/lib/images/names';
import type { ImageFiles } from '../images-store';
import type { Viewer } from '../types';

// The image files on Supabase, as the signed-in editor (the buckets' policies let only who may
// manage images write; no service role): the browser uploads the original straight to the
// private `image-originals` bucket through a signed upload URL (never through a function body,
// which Vercel caps at 4.5 MB); the server reads it, writes the processed files to the public
// `images` bucket, and the site's own route serves them from there (app/api/files/images).

const originals = 'image-originals';
const published = 'images';

/** Storage's answer to an upload whose name exists (409 "Duplicate"). */
const isDuplicate = (error: { message: string }) => {
  const { statusCode, status } = error as { statusCode?: string | number; status?: number };
  return (
    String(statusCode ?? status ?? '') === '409' || /already exists|duplicate/i.test(error.message)
  );
};

export function supabaseImageFiles(
  viewer: Viewer,
  userClient: () => Promise<SupabaseClient>,
): ImageFiles {
  const bucket = async (id: string) => {
    if (viewer.kind !== 'user') throw new Error('Only a signed-in editor may change image files.');
    return (await userClient()).storage.from(id);
  };
  return {
    async uploadTarget(originalPath) {
      const { data, error } = await (await bucket(originals)).createSignedUploadUrl(originalPath);
      if (error) throw new Error(`Supabase Storage signed upload failed: ${error.message}`);
      // uploadToSignedUrl's request: a PUT of the raw file to the signed URL.
      return { url: data.signedUrl, headers: { 'x-upsert': 'false' } };
    },
    // Originals reach Storage from the browser, never through this server.
    receiveOriginal: async () => false,
    async readOriginal(originalPath) {
      const { data, error } = await (await bucket(originals)).download(originalPath);
      if (error) {
        if (/not found/i.test(error.message)) return null;
        throw new Error(`Supabase Storage download failed: ${error.message}`);
      }
      return new Uint8Array(await data.arrayBuffer());
    },
    async removeOriginal(originalPath) {
      const { error } = await (await bucket(originals)).remove([originalPath]);
      if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
    },
    async savePublic(name, bytes) {
      const parsed = parseImageFileName(name);
      if (!parsed) throw new Error(`Refused image file name ${JSON.stringify(name)}`);
      const { error } = await (
        await bucket(published)
      ).upload(name, bytes, {
        contentType: imageContentType(parsed.format),
        // Content-addressed: the name never changes meaning.
        cacheControl: '31536000',
        upsert: false,
      });
      if (error && !isDuplicate(error))
        throw new Error(`Supabase Storage upload failed: ${error.message}`);
    },
    async removePublic(names) {
      if (names.some((name) => !parseImageFileName(name)))
        throw new Error('Refused image file name');
      if (names.length === 0) return;
      const { error } = await (await bucket(published)).remove(names);
      if (error) throw new Error(`Supabase Storage remove failed: ${error.message}`);
    },
  };
}

/** A public image file's bytes from the `images` bucket's public URL, or null. */
export async function readSupabaseImage(url: string, name: string): Promise<Uint8Array | null> {
  if (!parseImageFileName(name)) return null;
  const response = await fetch(
    `${url.replace(/\/+$/, '')}/storage/v1/object/public/${published}/${name}`,
    { cache: 'force-cache' },
  );
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new Error(`Supabase Storage answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
