'use server';

import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import { getBackend } from '@/lib/backend';
import { refusedState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateEntry } from '@/lib/publications/tags';
import { adminEditPath, restoredNoticeParam } from '@/lib/routing';

// The trash's one write: bringing an entry back. An adminAction (lib/actions/form-action.ts): the
// guard asks again whether the caller may edit content, and admin_restore_entry checks a third
// time.

const restoreSchema = z.object({ id: z.uuid('invalidRequest') });

/**
 * Brings an entry or bulletin back from the trash, expires what visitors read of it exactly as a
 * save does (its pages in both languages, the lists, the sitemap, the feeds: its old slugs'
 * redirects are cached under the lists' tag), and opens its editor with a notice.
 */
export const restoreEntryAction = adminAction({
  name: 'admin.trash.restore',
  capability: 'entries.delete',
  text: ['id'],
  schema: restoreSchema,
  failure: 'failed',
  async run({ id }, { claims, viewer, values }) {
    const outcome = await (await getBackend()).adminContent(viewer).restoreEntry(id);
    if (outcome.status !== 'restored') return refusedState(values, {}, outcome.status);
    invalidateEntry({ kind: outcome.kind, slugs: outcome.slugs });
    log.info({ by: claims.sub, entry: id }, 'Entry restored from the trash');
    redirect(`${adminEditPath(outcome.kind, id)}?${restoredNoticeParam}=1`);
  },
});
