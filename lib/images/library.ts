import { z } from 'zod';
import { parseImageFileName } from './names';

// The image library's app types, as the seam hands them to pages and components (the seam parses
// the database's answers with these schemas).

export const variantSchema = z.object({
  name: z.string().refine((name) => parseImageFileName(name) !== null),
  format: z.enum(['avif', 'webp']),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
});
export type StoredImageVariant = z.infer<typeof variantSchema>;

export const useSchema = z.object({
  id: z.string(),
  kind: z.enum(['publication', 'blog', 'bulletin']),
  title: z.string(),
});
export type ImageUse = z.infer<typeof useSchema>;

export const imageSchema = z.object({
  id: z.string(),
  original_name: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  alt_es: z.string(),
  alt_en: z.string(),
  caption_es: z.string().nullable(),
  caption_en: z.string().nullable(),
  credit: z.string().nullable(),
  focal_x: z.number(),
  focal_y: z.number(),
  variants: z.array(variantSchema),
  placeholder: z.string(),
  had_location: z.boolean(),
  created_at: z.string(),
  uses: z.array(useSchema),
});
export type LibraryImage = z.infer<typeof imageSchema>;
