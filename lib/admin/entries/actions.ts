'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction } from '@/lib/actions/form-action';
import type { EditableKind } from '@/lib/admin/types';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { roleMay } from '@/lib/auth/permissions';
import { getBackend } from '@/lib/backend';
import { refusedState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { sanitizeEntryHtml } from '@/lib/publications/html';
import { invalidateEntry } from '@/lib/publications/tags';
import { decisionSchema } from '@/lib/admin/review/schema';
import { sendToReview } from '@/lib/admin/review/send';
import { adminEditPath, adminPaths, locales } from '@/lib/routing';
import {
  bodyHasText,
  entryFormFields,
  entryFormSchema,
  fieldName,
  multilineFields,
  type EntryFormValues,
} from './schema';

// The publication and blog editors' writes. Each is an adminAction (lib/actions/form-action.ts):
// the guard asks again here whether the caller may draft or delete, whatever the page showed, and
// the SQL functions check a third time. An author saves drafts only, their own: a publish or
// schedule from an author is refused here before anything is written, and the database refuses
// another's entry. A save names the version the form was opened at: the
// database refuses it when someone saved since (`stale`), and nothing is overwritten.

/** Where each kind's entries are listed in the admin area. */
const listPaths: Record<EditableKind, string> = {
  publication: adminPaths.publications,
  blog: adminPaths.blog,
};

/**
 * The values as they are stored: each body through the site's one allowlist, the one the public
 * page applies on render (the editor makes nothing it drops, so a typed body is stored unchanged;
 * a forged post is cleaned here, on the server), and an emptied editor's `<p></p>` as no body.
 */
function withCleanBodies(values: EntryFormValues): EntryFormValues {
  const clean = { ...values };
  for (const locale of locales) {
    const name = fieldName('body', locale);
    const html = sanitizeEntryHtml(values[name]);
    clean[name] = bodyHasText(html) ? html : '';
  }
  return clean;
}

/**
 * Creates or updates a publication or blog post. A new entry's page moves to its editor; an
 * update answers with the new version, which the form keeps for its next save. Sent with the
 * "Enviar a revisión" button (`intent=review`), a draft is saved as typed and then sent to review.
 */
export const saveEntryAction = adminAction({
  name: 'admin.entries.save',
  capability: 'entries.draft',
  text: [...entryFormFields, 'intent'],
  multiline: multilineFields,
  schema: entryFormSchema,
  failure: 'failed',
  async run(data, { claims, viewer, values: sent, role, forms }) {
    // The button that sent the form, not a field: never given back with the form.
    const { intent, ...values } = sent;
    const toReview = intent === 'review';
    if (data.status !== 'draft' && !roleMay(role, 'entries.publish'))
      return refusedState(values, {}, 'forbidden');
    if (toReview && data.status !== 'draft') return refusedState(values, {}, 'reviewNotDraft');
    const content = (await getBackend()).adminContent(viewer);
    const outcome = await content.saveEntry(withCleanBodies(data));
    switch (outcome.status) {
      case 'saved': {
        const { entry } = outcome;
        invalidateEntry({ kind: data.kind, slugs: entry.slugs, oldSlugs: entry.oldSlugs });
        log.info({ by: claims.sub, entry: entry.id, version: entry.version }, 'Entry saved');
        if (toReview) {
          const sent = await sendToReview(content, forms, { ...entry, kind: data.kind });
          if (sent.status !== 'done') {
            // Saved, not sent: the form keeps the new version and says why.
            if (!data.id) redirect(adminEditPath(data.kind, entry.id));
            refresh();
            return refusedState({ ...values, version: String(entry.version) }, {}, 'reviewRefused');
          }
          log.info({ by: claims.sub, entry: entry.id }, 'Entry sent to review');
          if (!data.id) redirect(adminEditPath(data.kind, entry.id));
          refresh();
          return { status: 'success', values: { version: String(sent.review.version) } };
        }
        if (!data.id) redirect(adminEditPath(data.kind, entry.id));
        // The revisions panel and anything else on the page read the new version; the form
        // shows the date the database settled (now, for an entry published without one).
        refresh();
        const publishedAt = firmInputFromIso(entry.publishedAt);
        return { status: 'success', values: { version: String(entry.version), publishedAt } };
      }
      case 'stale':
        return refusedState(values, {}, 'stale');
      case 'slugTaken':
        return refusedState(values, { [fieldName('slug', outcome.locale)]: 'slugTaken' });
      case 'unknownCategory':
        return refusedState(values, { categoryId: 'categoryInvalid' });
      case 'forbidden':
        return refusedState(values, {}, 'forbidden');
      default:
        log.error({ outcome: outcome.status }, 'Unexpected outcome saving an entry');
        return refusedState(values, {}, 'failed');
    }
  },
});

/** A saved entry as the delete form names it: the review's decision fields, and its kind. */
const deleteEntrySchema = z.object({
  ...decisionSchema.shape,
  kind: z.enum(['publication', 'blog'], 'entryInvalid'),
});

/**
 * Moves a publication or blog post to the trash for 30 days (after the form's confirmation step)
 * and goes back to its list.
 */
export const deleteEntryAction = adminAction({
  name: 'admin.entries.delete',
  capability: 'entries.delete',
  text: ['id', 'version', 'kind'],
  schema: deleteEntrySchema,
  failure: 'failed',
  async run({ id, version, kind }, { claims, viewer, values }) {
    const content = (await getBackend()).adminContent(viewer);
    const outcome = await content.deleteEntry(id, Number(version));
    if (outcome.status === 'stale') return refusedState(values, {}, 'stale');
    invalidateEntry({ kind: outcome.kind, slugs: outcome.slugs });
    log.info({ by: claims.sub, entry: id }, 'Entry moved to the trash');
    redirect(listPaths[kind]);
  },
});
