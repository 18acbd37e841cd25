'use server';

import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/form-action';
import type { SessionClaims } from '@/lib/auth/types';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateCategories } from '@/lib/publications/tags';
import { adminPaths } from '@/lib/routing';
import { adminContent } from '@/lib/admin/content';
import { addCategorySchema, renameCategorySchema, type CategoryInput } from './schema';

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
  if (outcome === 'taken') {
    const values = { ...context.values, id };
    return { status: 'error', fieldErrors: { id: 'categoryTaken' }, values };
  }
  invalidateCategories();
  revalidatePath(adminPaths.categories);
  log.info({ by: context.claims.sub, category: id, create }, 'Category saved');
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
