import { z } from 'zod';
import { entryFormFields, type EntryFormValues } from '@/lib/admin/entries/schema';
import { isoFromFirmInput } from '@/lib/dates/firm-time';
import {
  bulletinArguments,
  mapAdminEntry,
  mapCategory,
  mapDashboard,
  mapDeleted,
  mapDeletedCategory,
  mapEntryRows,
  mapMergedCategory,
  mapRevisions,
} from './admin-mappers';
import { isRpcError, sqlArgs, type Rpc } from './rpc-error';
import { mapEntryReview, mapPendingReviews, mapReviewDecision } from './review-mappers';
import { mapRestored, mapTrash } from './trash-mappers';
import type {
  AdminContent,
  ReviewOutcome,
  SaveCategoryOutcome,
  SavedEntry,
  SaveOutcome,
} from './types';

/**
 * The outcomes the editors show as messages: the admin functions raise them as P0001 with the
 * code as the message, and a role's refusal as 42501 ('forbidden': an author publishing, or saving
 * another's entry). Anything else (a check violation the form should have caught) is an error,
 * thrown as it came.
 */
const refusals: Record<string, Exclude<SaveOutcome, { status: 'saved' }>> = {
  stale_version: { status: 'stale' },
  slug_taken_es: { status: 'slugTaken', locale: 'es' },
  slug_taken_en: { status: 'slugTaken', locale: 'en' },
  month_taken: { status: 'monthTaken' },
  bad_items: { status: 'badItems' },
  unknown_category: { status: 'unknownCategory' },
};

/** admin_save_category's refusals: the identifier, or a name in one language, already taken. */
const categoryRefusals: Record<string, SaveCategoryOutcome> = {
  category_taken: 'taken',
  category_name_taken_es: 'nameTakenEs',
  category_name_taken_en: 'nameTakenEn',
};

/** The refusal code of a P0001 raised by an admin function, else null. */
function refusalCode(error: unknown): string | null {
  return isRpcError(error) && error.code === 'P0001' ? error.body.message : null;
}

const savedRow = z.object({
  id: z.uuid(),
  version: z.number().int(),
  slug_es: z.string(),
  slug_en: z.string().nullable(),
  old_slugs: z.object({ es: z.string().nullable(), en: z.string().nullable() }),
  // Older answers (a save function not yet migrated) carry no date: none settled.
  published_at: z.string().nullish(),
});

/** What the save functions answer. */
function mapSaved(json: unknown): SavedEntry {
  const row = savedRow.parse(json);
  return {
    id: row.id,
    version: row.version,
    slugs: { es: row.slug_es, en: row.slug_en },
    oldSlugs: row.old_slugs,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
  };
}

/** A review verb's answer, or its refusal as the editor shows it. */
async function reviewOutcome(call: () => Promise<unknown>): Promise<ReviewOutcome> {
  try {
    return mapReviewDecision(await call());
  } catch (error) {
    const code = refusalCode(error);
    if (code === 'stale_version') return { status: 'stale' };
    if (code === 'not_pending') return { status: 'notPending' };
    if (code === 'bad_note') return { status: 'badNote' };
    if (isRpcError(error) && error.code === '42501') return { status: 'forbidden' };
    throw error;
  }
}

async function outcome(call: () => Promise<unknown>): Promise<SaveOutcome> {
  try {
    return { status: 'saved', entry: mapSaved(await call()) };
  } catch (error) {
    const refusal = refusals[refusalCode(error) ?? ''];
    if (refusal) return refusal;
    if (isRpcError(error) && error.code === '42501') return { status: 'forbidden' };
    throw error;
  }
}

/**
 * The editor's checked values as admin_save_entry's named arguments, the one mapping between the
 * form and the function: each field of the form's schema as `p_<snake>`, '' as null (unset), the
 * version as a number, the date as an instant in the firm's time zone.
 */
export function entryArguments(values: EntryFormValues): Record<string, unknown> {
  const fields = Object.fromEntries(
    entryFormFields.map((name) => [name, values[name] === '' ? null : values[name]]),
  );
  return sqlArgs({
    ...fields,
    version: values.version === '' ? null : Number(values.version),
    publishedAt: isoFromFirmInput(values.publishedAt),
  });
}

/**
 * The admin's reads and writes, written once for both adapters over an `rpc` that runs as the
 * signed-in user (the embedded store with their claims, Supabase with their cookie-bound
 * client): require_permission() and the entries policies decide in the database, whoever calls.
 */
export function adminContent(rpc: Rpc): AdminContent {
  const call = (fn: string, args: object) => rpc(fn, sqlArgs(args));
  return {
    dashboard: async () => mapDashboard(await call('admin_dashboard', {})),
    listEntries: async (kind, query, filters = {}) =>
      mapEntryRows(
        await call('admin_list_entries', {
          kind,
          query,
          // Unset filters are left out, so the function's defaults apply.
          ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
        }),
      ),
    listBulletinItems: async (query, month) =>
      mapEntryRows(await call('admin_list_bulletin_items', { query, month })),
    getEntry: async (id) => mapAdminEntry(await call('admin_get_entry', { id })),
    saveEntry: (values) => outcome(() => rpc('admin_save_entry', entryArguments(values))),
    saveBulletin: (id, baseVersion, draft) =>
      outcome(() =>
        call('admin_save_bulletin', { id, version: baseVersion, ...bulletinArguments(draft) }),
      ),
    async deleteEntry(id, baseVersion) {
      try {
        return mapDeleted(await call('admin_delete_entry', { id, version: baseVersion }));
      } catch (error) {
        if (refusalCode(error) === 'stale_version') return { status: 'stale' };
        throw error;
      }
    },
    listTrash: async () => mapTrash(await call('admin_list_trash', {})),
    async restoreEntry(id) {
      try {
        return mapRestored(await call('admin_restore_entry', { id }));
      } catch (error) {
        const code = refusalCode(error);
        if (code === 'not_in_trash') return { status: 'notInTrash' };
        if (code === 'month_taken') return { status: 'monthTaken' };
        throw error;
      }
    },
    listRevisions: async (id) => mapRevisions(await call('admin_list_revisions', { entryId: id })),
    async saveCategory(category, create) {
      try {
        mapCategory(
          await call('admin_save_category', {
            id: category.id,
            labelEs: category.label.es,
            labelEn: category.label.en,
            create,
          }),
        );
        return 'saved';
      } catch (error) {
        const refusal = categoryRefusals[refusalCode(error) ?? ''];
        if (refusal) return refusal;
        throw error;
      }
    },
    async deleteCategory(id) {
      try {
        return mapDeletedCategory(await call('admin_delete_category', { id }));
      } catch (error) {
        if (refusalCode(error) === 'category_in_trash') return { status: 'inTrash' };
        throw error;
      }
    },
    async mergeCategory(sourceId, targetId) {
      try {
        return mapMergedCategory(await call('admin_merge_category', { sourceId, targetId }));
      } catch (error) {
        if (refusalCode(error) === 'category_merge_same') return { status: 'same' };
        throw error;
      }
    },
    requestReview: (id, baseVersion) =>
      reviewOutcome(() => call('admin_request_review', { id, version: baseVersion })),
    approveReview: (id, baseVersion) =>
      reviewOutcome(() => call('admin_approve_review', { id, version: baseVersion })),
    returnReview: (id, baseVersion, note) =>
      reviewOutcome(() => call('admin_return_review', { id, version: baseVersion, note })),
    entryReview: async (id) => mapEntryReview(await call('admin_entry_review', { id })),
    pendingReviews: async () => mapPendingReviews(await call('admin_pending_reviews', {})),
  };
}
