import * as z from 'zod/mini';
import { maxImageBytes } from './limits';

// The image manager's fields, named once: the forms and the actions parse with these. Messages
// are keys of Admin.images.errors (or the shared errors).

const uuid = z
  .string()
  .check(
    z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'invalidRequest'),
  );
const optionalText = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max, 'imageTextTooLong')),
    z.transform((value) => value.trim()),
  );
const requiredText = (max: number, empty: string) =>
  z.pipe(
    z.string().check(z.maxLength(max, 'imageTextTooLong')),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.minLength(1, empty)),
    ),
  );
// The focal point as the form gives it: percent from the left and from the top.
const percent = z.pipe(
  z.string().check(z.regex(/^\d{1,3}$/, 'imageFocalInvalid')),
  z.pipe(
    z.transform((value: string) => Number(value)),
    z.number().check(z.minimum(0, 'imageFocalInvalid'), z.maximum(100, 'imageFocalInvalid')),
  ),
);

export const imageTextFields = {
  altEs: requiredText(300, 'imageAltEsRequired'),
  altEn: requiredText(300, 'imageAltEnRequired'),
  captionEs: optionalText(500),
  captionEn: optionalText(500),
  credit: optionalText(200),
  focalX: percent,
  focalY: percent,
};
export const imageTextNames = Object.keys(imageTextFields) as (keyof typeof imageTextFields)[];

/** Asking where to send an original: its name and size as the browser tells them (checked again). */
export const startUploadSchema = z.object({
  originalName: z
    .string()
    .check(z.minLength(1, 'invalidRequest'), z.maxLength(255, 'invalidRequest')),
  size: z.pipe(
    z.string().check(z.regex(/^\d{1,9}$/, 'invalidRequest')),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.number().check(z.minimum(1, 'invalidRequest'), z.maximum(maxImageBytes, 'imageTooLarge')),
    ),
  ),
});

/** A new image: the uploaded original and its texts. */
export const createImageSchema = z.object({
  originalPath: uuid,
  originalName: startUploadSchema.shape.originalName,
  ...imageTextFields,
});

/** Another file for an existing image. */
export const replaceImageSchema = z.object({
  id: uuid,
  originalPath: uuid,
  originalName: startUploadSchema.shape.originalName,
});

/** An image's texts and focal point. */
export const updateImageSchema = z.object({ id: uuid, ...imageTextFields });

/** Deleting one. */
export const deleteImageSchema = z.object({ id: uuid });

export type ImageTextInput = z.infer<z.ZodMiniObject<typeof imageTextFields>>;
