'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { adminAction } from '@/lib/actions/form-action';
import { auditIpHmacOf } from '@/lib/backend/request-audit';
import type { ImageTexts } from '@/lib/backend/types';
import { refusedState } from '@/lib/forms/state';
import {
  createImageSchema,
  deleteImageSchema,
  imageTextNames,
  replaceImageSchema,
  startUploadSchema,
  updateImageSchema,
  type ImageTextInput,
} from '@/lib/images/schema';
import { adminPaths, imagesNoticePath } from '@/lib/routing';
import { imagesFor, processUpload, removeLeftovers, uploadTarget } from './files';

// /admin/images. Each action is one adminAction asking images.manage (the guard here, then the
// database's functions and the buckets' policies again). An original never travels in an action's
// body: the browser asks `startImageUploadAction` where to send it (Supabase Storage's signed
// upload URL, or the embedded store's upload route with a ticket), sends it there, then names it
// to `createImageAction` or `replaceImageAction`, which check and process it on the server.

const textsOf = (data: ImageTextInput): ImageTexts => ({
  alt_es: data.altEs,
  alt_en: data.altEn,
  caption_es: data.captionEs,
  caption_en: data.captionEn,
  credit: data.credit,
  focal_x: data.focalX / 100,
  focal_y: data.focalY / 100,
});

/** Where the browser sends an original: the URL, its headers and the path the server chose. */
export const startImageUploadAction = adminAction({
  name: 'admin.images.start_upload',
  capability: 'images.manage',
  text: ['originalName', 'size'],
  schema: startUploadSchema,
  failure: 'imageFailed',
  async run(_data, { viewer }) {
    const target = await uploadTarget(viewer);
    return {
      status: 'success',
      values: {
        url: target.url,
        headers: JSON.stringify(target.headers),
        originalPath: target.originalPath,
      },
    };
  },
});

/** Adds an uploaded original, checked and processed, with its texts. */
export const createImageAction = adminAction({
  name: 'admin.images.create',
  capability: 'images.manage',
  text: ['originalPath', 'originalName', ...imageTextNames],
  multiline: ['captionEs', 'captionEn'],
  schema: createImageSchema,
  failure: 'imageFailed',
  async run(data, { viewer, values }) {
    const { store, files } = await imagesFor(viewer);
    const processed = await processUpload(files, data.originalPath, data.originalName);
    if (!processed.ok) return refusedState(values, {}, processed.reason);
    const id = await store.create(processed.file, textsOf(data), await auditIpHmacOf());
    revalidatePath(adminPaths.images);
    return {
      status: 'success',
      values: { id, hadLocation: processed.file.had_location ? 'yes' : 'no' },
    };
  },
});

/** Puts another file under an image's id (every use shows the new one). */
export const replaceImageAction = adminAction({
  name: 'admin.images.replace',
  capability: 'images.manage',
  text: ['id', 'originalPath', 'originalName'],
  schema: replaceImageSchema,
  failure: 'imageFailed',
  async run(data, { viewer, values }) {
    const { store, files } = await imagesFor(viewer);
    const processed = await processUpload(files, data.originalPath, data.originalName);
    if (!processed.ok) return refusedState(values, {}, processed.reason);
    const gone = await store.replace(data.id, processed.file, await auditIpHmacOf());
    if (!gone) return refusedState(values, {}, 'imageNotFound');
    await removeLeftovers(files, gone.original_path, gone.orphans);
    revalidatePath(adminPaths.images);
    return {
      status: 'success',
      values: { id: data.id, hadLocation: processed.file.had_location ? 'yes' : 'no' },
    };
  },
});

/** Saves an image's alt texts, captions, credit and focal point. */
export const updateImageAction = adminAction({
  name: 'admin.images.update',
  capability: 'images.manage',
  text: ['id', ...imageTextNames],
  multiline: ['captionEs', 'captionEn'],
  schema: updateImageSchema,
  failure: 'imageFailed',
  async run(data, { viewer, values }) {
    const { store } = await imagesFor(viewer);
    if (!(await store.update(data.id, textsOf(data))))
      return refusedState(values, {}, 'imageNotFound');
    revalidatePath(adminPaths.images);
    return { status: 'success', values };
  },
});

/** Deletes an image nothing uses; while something does, the answer names each use. */
export const deleteImageAction = adminAction({
  name: 'admin.images.delete',
  capability: 'images.manage',
  text: ['id'],
  schema: deleteImageSchema,
  failure: 'imageFailed',
  async run(data, { viewer, values }) {
    const { store, files } = await imagesFor(viewer);
    const outcome = await store.remove(data.id, await auditIpHmacOf());
    if (outcome.outcome === 'used')
      return refusedState(values, {}, 'imageInUse', { uses: outcome.uses });
    if (outcome.outcome === 'deleted')
      await removeLeftovers(files, outcome.original_path, outcome.orphans);
    revalidatePath(adminPaths.images);
    redirect(imagesNoticePath('deleted'));
  },
});
