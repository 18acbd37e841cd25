import { z } from 'zod';
import {
  imageSchema,
  useSchema,
  type LibraryImage,
  type StoredImageVariant,
} from '@/lib/images/library';
import type { Rpc } from './rpc-error';

export type * from '@/lib/images/library';

// The image library through the seam, for both adapters over their `rpc` as the signed-in caller:
// one verb per SQL function (each asks images.manage itself and records its audit event). The
// files are the ImageFiles' (below); these verbs answer which files nothing names any more.

/** What a caller writes about an image (checked by lib/images/schema.ts first). */
export type ImageTexts = {
  alt_es: string;
  alt_en: string;
  caption_es: string;
  caption_en: string;
  credit: string;
  focal_x: number;
  focal_y: number;
};

/** A processed file as stored: its facts, the public files' list and where the original is. */
export type StoredImageFile = {
  sha256: string;
  original_name: string;
  original_path: string;
  bytes: number;
  width: number;
  height: number;
  variants: StoredImageVariant[];
  placeholder: string;
  had_location: boolean;
};

const filesGone = z.object({ original_path: z.string(), orphans: z.array(z.string()) });
export type FilesGone = z.infer<typeof filesGone>;

const deleteSchema = z.discriminatedUnion('outcome', [
  filesGone.extend({ outcome: z.literal('deleted') }),
  z.object({ outcome: z.literal('used'), uses: z.array(useSchema) }),
  z.object({ outcome: z.literal('missing') }),
]);
export type DeleteImageOutcome = z.infer<typeof deleteSchema>;

/** The image library as one signed-in caller works it (editors and admins). */
export interface ImagesStore {
  /** The library, newest first, filtered by name or alt text, each with what uses it. */
  list(query: string): Promise<LibraryImage[]>;
  /** Adds a processed image; its id. */
  create(file: StoredImageFile, texts: ImageTexts, ipHmac: string | null): Promise<string>;
  /** Saves texts and focal point; false when there is no such image. */
  update(id: string, texts: ImageTexts): Promise<boolean>;
  /** Puts a new file under the same id; what to remove, or null when there is no such image. */
  replace(id: string, file: StoredImageFile, ipHmac: string | null): Promise<FilesGone | null>;
  /** Deletes an image nothing uses, or names its uses. */
  remove(id: string, ipHmac: string | null): Promise<DeleteImageOutcome>;
}

/** The library as the caller behind `rpc`. */
export function imagesStore(rpc: Rpc): ImagesStore {
  return {
    async list(query) {
      return z.array(imageSchema).parse(await rpc('admin_list_images', { p_query: query }));
    },
    async create(file, texts, ipHmac) {
      const id = await rpc('admin_create_image', {
        p_file: file,
        p_texts: texts,
        p_ip_hmac: ipHmac,
      });
      return z.string().parse(id);
    },
    async update(id, texts) {
      return (await rpc('admin_update_image', { p_id: id, p_texts: texts })) === true;
    },
    async replace(id, file, ipHmac) {
      const gone = await rpc('admin_replace_image_file', {
        p_id: id,
        p_file: file,
        p_ip_hmac: ipHmac,
      });
      return gone === null ? null : filesGone.parse(gone);
    },
    async remove(id, ipHmac) {
      return deleteSchema.parse(await rpc('admin_delete_image', { p_id: id, p_ip_hmac: ipHmac }));
    },
  };
}

/**
 * The image files: originals in a private place (the `image-originals` bucket, or a folder), the
 * public files where the site's route reads them (the `images` bucket, or a folder). Writes are
 * made as `viewer`, and only who may manage images may make them.
 */
export interface ImageFiles {
  /**
   * Where the browser sends an original of at most 20 MB for `originalPath` (a UUID the server
   * chose): Supabase's signed upload URL, or the embedded store's upload route with a ticket.
   */
  uploadTarget(originalPath: string): Promise<{ url: string; headers: Record<string, string> }>;
  /**
   * Takes an original the embedded store's upload route received (ticket and caller checked);
   * false on Supabase, where the browser uploads to Storage itself. Refuses a path used before.
   */
  receiveOriginal(originalPath: string, bytes: Uint8Array): Promise<boolean>;
  /** An uploaded original's bytes, or null when there is none. */
  readOriginal(originalPath: string): Promise<Uint8Array | null>;
  removeOriginal(originalPath: string): Promise<void>;
  /** Stores a public file under its content-addressed name (the same name twice is one file). */
  savePublic(name: string, bytes: Uint8Array): Promise<void>;
  removePublic(names: string[]): Promise<void>;
}

/** The public files as the site's route reads them, with no session (anyone may read them). */
export type PublicImageFiles = (name: string) => Promise<Uint8Array | null>;
