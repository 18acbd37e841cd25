'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { adminAction } from '@/lib/actions/form-action';
import { recordAuditEvent } from '@/lib/audit';
import type { SessionClaims } from '@/lib/auth/types';
import { refusedState, type FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateCategories } from '@/lib/publications/tags';
import { adminPaths, categoriesNoticePath } from '@/lib/routing';
import { adminContent } from '@/lib/admin/content';
import {
  addCategorySchema,
  deleteCategorySchema,
  mergeCategorySchema,
  renameCategorySchema,
  type CategoryInput,
} from './schema';

// /admin/categories. Each action is one adminAction (the guard asks again here whether the caller
// may edit categories; admin_save_category and the table's RLS check a third time). A saved name shows in the public
// filters on the next request: invalidateCategories expires every page that names a category.

const fields = ['id', 'labelEs', 'labelEn'] as const;

async function save(
  { id, labelEs, labelEn }: CategoryInput,
  create: boolean,
  context: { claims: SessionClaims; values: Record<string, string> },
): Promise<FormState> {
  const content = await adminContent(context.claims);
  const outcome = await content.saveCategory({ id, label: { es: labelEs, en: labelEn } }, create);
  if (outcome !== 'saved') {
    const values = { ...context.values, id };
    const field = { taken: 'id', nameTakenEs: 'labelEs', nameTakenEn: 'labelEn' }[outcome];
    const key = outcome === 'taken' ? 'categoryTaken' : 'categoryNameTaken';
    return { status: 'error', fieldErrors: { [field]: key }, values };
  }
  invalidateCategories();
  revalidatePath(adminPaths.categories);
  log.info({ by: context.claims.sub, category: id, create }, 'Category saved');
  await recordAuditEvent(context.claims, {
    action: create ? 'category.create' : 'category.rename',
    target: { kind: 'category', id },
    fields: create ? ['id', 'label_es', 'label_en'] : ['label_es', 'label_en'],
  });
  return { status: 'success', values: { id, labelEs, labelEn } };
}

/** Adds a category: its identifier (suggested from the Spanish name) and both names. */
export const addCategoryAction = adminAction({
  name: 'admin.categories.add',
  capability: 'categories.edit',
  text: fields,
  schema: addCategorySchema,
  failure: 'failed',
  run: (data, context) => save(data, true, context),
});

/** Renames a category in both languages; its identifier stays. */
export const renameCategoryAction = adminAction({
  name: 'admin.categories.rename',
  capability: 'categories.edit',
  text: fields,
  schema: renameCategorySchema,
  failure: 'failed',
  run: (data, context) => save(data, false, context),
});

/**
 * Deletes a category no entry uses, then back to the list, which says so. A used one stays: the
 * answer lists the entries that use it (admin_delete_category checks under a lock).
 */
export const deleteCategoryAction = adminAction({
  name: 'admin.categories.delete',
  capability: 'categories.edit',
  text: ['id'],
  schema: deleteCategorySchema,
  failure: 'failed',
  async run({ id }, { claims, values }) {
    const outcome = await (await adminContent(claims)).deleteCategory(id);
    if (outcome.status === 'inUse')
      return refusedState(values, {}, 'categoryInUse', { uses: outcome.entries });
    if (outcome.status === 'inTrash') return refusedState(values, {}, 'categoryInTrash');
    invalidateCategories();
    revalidatePath(adminPaths.categories);
    log.info({ by: claims.sub, category: id }, 'Category deleted');
    await recordAuditEvent(claims, { action: 'category.delete', target: { kind: 'category', id } });
    redirect(categoriesNoticePath({ notice: 'deleted' }));
  },
});

/**
 * Merges a category into another: its entries move, it goes, its filter links lead to the
 * target; then back to the list, which says how many entries moved.
 */
export const mergeCategoryAction = adminAction({
  name: 'admin.categories.merge',
  capability: 'categories.edit',
  text: ['id', 'targetId'],
  schema: mergeCategorySchema,
  failure: 'failed',
  async run({ id, targetId }, { claims, values }) {
    const outcome = await (await adminContent(claims)).mergeCategory(id, targetId);
    if (outcome.status === 'same') return refusedState(values, { targetId: 'categoryMergeSame' });
    // The filters, lists and searches; an entry's own page shows its new category within the
    // pages' five minutes.
    invalidateCategories();
    revalidatePath(adminPaths.categories);
    log.info(
      { by: claims.sub, category: id, into: targetId, moved: outcome.moved },
      'Category merged',
    );
    // The merged category is the target: it is gone, and its entries now name the other one.
    await recordAuditEvent(claims, {
      action: 'category.merge',
      target: { kind: 'category', id },
      fields: ['merged_into'],
    });
    redirect(categoriesNoticePath({ notice: 'merged', into: targetId, moved: outcome.moved }));
  },
});
