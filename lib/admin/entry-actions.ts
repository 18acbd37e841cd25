'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { listCategories } from '@/lib/backend';
import type { EditableKind } from '@/lib/backend/types';
import type { FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateEntry } from '@/lib/publications/tags';
import { adminEditPath, adminPaths } from '@/lib/routing';
import { adminContent } from './content';
import { draftFromValues, entryFormFields, type EntryFormValues } from './entry-fields';
import { sanitizeDraft } from './entry-save';
import { entryFormSchema } from './entry-schema';

// The publication and blog editors' writes. Each is an adminAction (lib/actions/form-action.ts):
// the guard asks again here whether the caller may edit content, whatever the page showed, and
// the SQL functions check a third time. A save names the version the form was opened at: the database
// refuses it when someone saved since (`stale`), and nothing is overwritten.

const multiline = [
  'summaryEs',
  'summaryEn',
  'bodyEs',
  'bodyEn',
  'seoDescriptionEs',
  'seoDescriptionEn',
] as const;

/** Where each kind's entries are listed in the admin area. */
const listPaths: Record<EditableKind, string> = {
  publication: adminPaths.publications,
  blog: adminPaths.blog,
};

const refusal = (
  values: Record<string, string>,
  problem: { field: string; key: string } | { form: string },
): FormState => ({
  status: 'error',
  fieldErrors: 'field' in problem ? { [problem.field]: problem.key } : {},
  ...('form' in problem ? { formError: problem.form } : {}),
  values,
});

/**
 * Creates or updates a publication or blog post. A new entry's page moves to its editor; an
 * update answers with the new version, which the form keeps for its next save.
 */
export const saveEntryAction = adminAction({
  name: 'admin.entries.save',
  capability: 'content.edit',
  text: entryFormFields,
  multiline,
  schema: entryFormSchema,
  failure: 'failed',
  async run(data, { claims, values }) {
    const categories = await listCategories();
    if (!categories.some((category) => category.id === data.categoryId))
      return refusal(values, { field: 'categoryId', key: 'categoryInvalid' });
    const draft = sanitizeDraft(draftFromValues(data as EntryFormValues));
    const content = await adminContent(claims);
    const outcome = await content.saveEntry(
      data.id || null,
      data.version ? Number(data.version) : null,
      draft,
    );
    switch (outcome.status) {
      case 'saved': {
        const { entry } = outcome;
        invalidateEntry({ kind: draft.kind, slugs: entry.slugs, oldSlugs: entry.oldSlugs });
        log.info({ by: claims.sub, entry: entry.id, version: entry.version }, 'Entry saved');
        if (!data.id) redirect(adminEditPath(draft.kind, entry.id));
        // The revisions panel and anything else on the page read the new version.
        refresh();
        return { status: 'success', values: { version: String(entry.version) } };
      }
      case 'stale':
        return refusal(values, { form: 'stale' });
      case 'slugTaken':
        return refusal(values, {
          field: outcome.locale === 'es' ? 'slugEs' : 'slugEn',
          key: 'slugTaken',
        });
      default:
        log.error({ outcome: outcome.status }, 'Unexpected outcome saving an entry');
        return refusal(values, { form: 'failed' });
    }
  },
});

const deleteEntrySchema = z.object({
  id: z.uuid('entryInvalid'),
  version: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'entryInvalid')),
  kind: z.enum(['publication', 'blog'], 'entryInvalid'),
});

/** Deletes a publication or blog post (after the form's confirmation step) and goes back to its list. */
export const deleteEntryAction = adminAction({
  name: 'admin.entries.delete',
  capability: 'content.edit',
  text: ['id', 'version', 'kind'],
  schema: deleteEntrySchema,
  failure: 'failed',
  async run({ id, version, kind }, { claims, values }) {
    const outcome = await (await adminContent(claims)).deleteEntry(id, Number(version));
    if (outcome.status === 'stale') return refusal(values, { form: 'stale' });
    invalidateEntry({ kind: outcome.kind, slugs: outcome.slugs });
    log.info({ by: claims.sub, entry: id }, 'Entry deleted');
    redirect(listPaths[kind]);
  },
});
