import {
  bulletinJson,
  entryJson,
  mapAdminEntry,
  mapCategory,
  mapDashboard,
  mapDeleted,
  mapEntryRows,
  mapRevisions,
  mapSaved,
} from './admin-mappers';
import { RpcError, type Rpc } from './rpc-error';
import type { AdminContent, SaveOutcome } from './types';

/**
 * The outcomes the editors show as messages: the admin functions raise them as P0001 with the
 * code as the message. Anything else (42501 for a non-admin, a check violation the form should
 * have caught) is an error, thrown as it came.
 */
const refusals: Record<string, Exclude<SaveOutcome, { status: 'saved' }>> = {
  stale_version: { status: 'stale' },
  slug_taken_es: { status: 'slugTaken', locale: 'es' },
  slug_taken_en: { status: 'slugTaken', locale: 'en' },
  month_taken: { status: 'monthTaken' },
  bad_items: { status: 'badItems' },
};

/** The refusal code of a P0001 raised by an admin function, else null. */
function refusalCode(error: unknown): string | null {
  return error instanceof RpcError && error.code === 'P0001' ? error.body.message : null;
}

async function outcome(call: () => Promise<unknown>): Promise<SaveOutcome> {
  try {
    return { status: 'saved', entry: mapSaved(await call()) };
  } catch (error) {
    const refusal = refusals[refusalCode(error) ?? ''];
    if (refusal) return refusal;
    throw error;
  }
}

/**
 * The admin's reads and writes, written once for both adapters over an `rpc` that runs as the
 * signed-in user (the embedded store with their claims, Supabase with their cookie-bound
 * client): `is_admin()` and the entries policies decide in the database, whoever calls.
 */
export function adminContent(rpc: Rpc): AdminContent {
  return {
    dashboard: async () => mapDashboard(await rpc('admin_dashboard', {})),
    listEntries: async (kind, query) =>
      mapEntryRows(await rpc('admin_list_entries', { p_kind: kind, p_query: query })),
    getEntry: async (id) => mapAdminEntry(await rpc('admin_get_entry', { p_id: id })),
    saveEntry: (id, baseVersion, draft) =>
      outcome(() =>
        rpc('admin_save_entry', { p_id: id, p_version: baseVersion, p_entry: entryJson(draft) }),
      ),
    saveBulletin: (id, baseVersion, draft) =>
      outcome(() =>
        rpc('admin_save_bulletin', {
          p_id: id,
          p_version: baseVersion,
          p_bulletin: bulletinJson(draft),
        }),
      ),
    async deleteEntry(id, baseVersion) {
      try {
        return mapDeleted(await rpc('admin_delete_entry', { p_id: id, p_version: baseVersion }));
      } catch (error) {
        if (refusalCode(error) === 'stale_version') return { status: 'stale' };
        throw error;
      }
    },
    listRevisions: async (id) =>
      mapRevisions(await rpc('admin_list_revisions', { p_entry_id: id })),
    async saveCategory(category, create) {
      try {
        mapCategory(
          await rpc('admin_save_category', {
            p_id: category.id,
            p_label_es: category.label.es,
            p_label_en: category.label.en,
            p_create: create,
          }),
        );
        return 'saved';
      } catch (error) {
        if (refusalCode(error) === 'category_taken') return 'taken';
        throw error;
      }
    },
  };
}
