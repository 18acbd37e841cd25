import * as z from 'zod/mini';
import { hasForbiddenCharacters } from '@/lib/actions/text';

// The category forms' schemas, shared by the browser (which suggests the identifier and checks
// before posting) and by the actions. Messages are keys of Admin.categories.errors. The table's
// own checks (supabase/migrations/20261122000100_content.sql) are the same: an identifier of
// 2 to 40 lowercase letters and hyphens starting with a letter, names of 1 to 80 characters.

export const categoryIdPattern = /^[a-z][a-z-]{1,39}$/;
export const categoryIdMax = 40;
export const categoryLabelMax = 80;

/**
 * The identifier suggested for a Spanish name: accents dropped, lower case, every run of other
 * characters one hyphen ("Protección de datos" → "proteccion-de-datos"); '' when too short.
 */
export function categoryIdFrom(label: string): string {
  const id = label
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, categoryIdMax)
    .replace(/-+$/, '');
  return categoryIdPattern.test(id) ? id : '';
}

const label = (required: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(categoryLabelMax, 'labelTooLong'),
    z.refine((value) => !hasForbiddenCharacters(value), 'textInvalid'),
  );

const categoryId = z.string().check(z.trim(), z.regex(categoryIdPattern, 'categoryIdInvalid'));

/** Renaming: the category by its identifier, and both names. */
export const renameCategorySchema = z.object({
  id: categoryId,
  labelEs: label('labelEsRequired'),
  labelEn: label('labelEnRequired'),
});

/**
 * Adding: both names and the identifier, which the form suggests from the Spanish name; left
 * empty (a browser without JavaScript), it is that suggestion.
 */
export const addCategorySchema = z.pipe(
  z.transform((input: unknown) => {
    if (typeof input !== 'object' || input === null) return input;
    const fields = input as Record<string, unknown>;
    const id = typeof fields.id === 'string' ? fields.id.trim() : fields.id;
    const labelEs = typeof fields.labelEs === 'string' ? fields.labelEs : '';
    return { ...fields, id: id === '' ? categoryIdFrom(labelEs) || id : id };
  }),
  renameCategorySchema,
);

export type CategoryInput = z.output<typeof renameCategorySchema>;

/** Deleting: the category by its identifier. */
export const deleteCategorySchema = z.object({ id: categoryId });

/** Merging: the category that goes, and the one that takes its entries. */
export const mergeCategorySchema = z.object({ id: categoryId, targetId: categoryId });
