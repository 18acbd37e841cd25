'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { adminAction, postedFromThisSite } from '@/lib/actions/form-action';
import { hasForbiddenCharacters } from '@/lib/actions/text';
import { authorize } from '@/lib/auth/guard';
import { getBackend } from '@/lib/backend';
import type { SaveOutcome } from '@/lib/backend/types';
import { bulletinPdfProblem } from '@/lib/bulletins/pdf-safety';
import { refusedState, type FormState } from '@/lib/forms/state';
import { log } from '@/lib/log';
import { invalidateEntry } from '@/lib/publications/tags';
import { adminEditPath, adminPaths, locales, savedNoticeParam, type Locale } from '@/lib/routing';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import { adminContent } from '@/lib/admin/content';
import {
  bulletinCheckboxFields,
  bulletinFileFields,
  bulletinFormSchema,
  bulletinMultilineFields,
  bulletinTextFields,
  withoutRemovedItems,
} from './schema';
import type { BulletinItemHit } from './types';

// The bulletin editor's actions (/admin/bulletin/new, /admin/bulletin/edit/{id}). Saving and
// deleting are adminActions (lib/actions/form-action.ts): the guard asks again here whether the
// caller may edit content, and the SQL functions check a third time. Every change expires what
// visitors read of the bulletin at once (invalidateEntry).

/** The form's values holding the PDFs as they stand (kept, removed or stored by this save). */
const storedIn = (values: Record<string, string>, pdfPaths: Record<Locale, string | null>) => ({
  ...values,
  pdfPathEs: pdfPaths.es ?? '',
  pdfPathEn: pdfPaths.en ?? '',
});

/** A refused save as the form shows it, with the PDF already stored kept for the next try. */
function refusal(
  outcome: Exclude<SaveOutcome, { status: 'saved' }>,
  values: Record<string, string>,
) {
  switch (outcome.status) {
    case 'stale':
      return refusedState(values, {}, 'stale');
    case 'monthTaken':
      return refusedState(values, { issueMonth: 'monthTaken' });
    case 'badItems':
      return refusedState(values, { items: 'badItems' });
    case 'forbidden':
      return refusedState(values, {}, 'forbidden');
    case 'slugTaken':
      // The field says which language: one message for both, as in the entry editor.
      return refusedState(values, { [outcome.locale === 'es' ? 'slugEs' : 'slugEn']: 'slugTaken' });
  }
}

const saveBulletin = adminAction({
  name: 'admin.bulletin.save',
  capability: 'bulletins.edit',
  text: bulletinTextFields,
  multiline: bulletinMultilineFields,
  files: bulletinFileFields,
  checkboxes: bulletinCheckboxFields,
  schema: bulletinFormSchema,
  failure: 'failed',
  async run(data, { claims, viewer, values }) {
    const pdfPaths = { ...data.keptPdfPaths };
    for (const language of locales) {
      const file = data.newPdfs[language];
      if (!file) continue;
      const field = language === 'es' ? 'pdfEs' : 'pdfEn';
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The whole file, not its first bytes: no HTML inside, nothing that runs when opened.
      const problem = await bulletinPdfProblem(bytes);
      if (problem) return refusedState(storedIn(values, pdfPaths), { [field]: problem });
      try {
        pdfPaths[language] = await (await getBackend()).bulletinFiles(viewer).save(bytes, language);
      } catch (error) {
        log.error({ err: error, by: claims.sub }, 'Bulletin PDF not stored');
        return refusedState(storedIn(values, pdfPaths), { [field]: 'pdfFailed' });
      }
    }
    // From here on the form holds the stored PDFs, whatever the save answers.
    const answered = storedIn(values, pdfPaths);
    const content = await adminContent(claims);
    const outcome = await content.saveBulletin(data.id, data.version, { ...data.draft, pdfPaths });
    if (outcome.status !== 'saved') return refusal(outcome, answered);
    invalidateEntry({
      kind: 'bulletin',
      slugs: outcome.entry.slugs,
      oldSlugs: outcome.entry.oldSlugs,
    });
    log.info({ by: claims.sub, entry: outcome.entry.id }, 'Bulletin saved');
    // A new bulletin moves to its own address, saying it was saved there: the expired tags
    // refresh the page, which would otherwise render the empty "new" form again.
    if (!data.id) redirect(`${adminEditPath('bulletin', outcome.entry.id)}?${savedNoticeParam}=1`);
    // The revisions panel and anything else on the page read the new version.
    refresh();
    return {
      status: 'success',
      values: {
        id: outcome.entry.id,
        version: String(outcome.entry.version),
        pdfPathEs: pdfPaths.es ?? '',
        pdfPathEn: pdfPaths.en ?? '',
        slugEs: outcome.entry.slugs.es,
        slugEn: outcome.entry.slugs.en ?? '',
        // The date the database settled (now, for a bulletin published without one).
        publishedAt: firmInputFromIso(outcome.entry.publishedAt),
      },
    };
  },
});

/**
 * Creates or updates a bulletin, posted by the editor with or without JavaScript (multipart, with
 * the PDF): entries ticked "remove" are left out first (withoutRemovedItems), a new PDF is checked
 * by its bytes and stored (content-addressed, so storing it again on a retry changes nothing),
 * then the bulletin is saved against the version the form was loaded with. Answers the saved id,
 * version, PDF path and slugs in `values`; a new bulletin's page moves to its editor.
 */
export async function saveBulletinAction(previous: FormState, form: FormData): Promise<FormState> {
  return saveBulletin(previous, form instanceof FormData ? withoutRemovedItems(form) : form);
}

const deleteSchema = z.object({
  id: z.guid('invalidRequest'),
  version: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'invalidRequest')),
});

/**
 * Moves a bulletin (never another kind of entry) to the trash at the version the form was loaded
 * with, and goes to the list of bulletins. Its PDFs stay where they are: a restored bulletin
 * links them again.
 */
export const deleteBulletinAction = adminAction({
  name: 'admin.bulletin.delete',
  capability: 'entries.delete',
  text: ['id', 'version'],
  schema: deleteSchema,
  failure: 'failed',
  async run({ id, version }, { claims, values }) {
    const content = await adminContent(claims);
    const entry = await content.getEntry(id);
    if (!entry || entry.kind !== 'bulletin') return refusedState(values, {}, 'notFound');
    const outcome = await content.deleteEntry(id, Number(version));
    if (outcome.status === 'stale') return refusedState(values, {}, 'stale');
    invalidateEntry({ kind: 'bulletin', slugs: outcome.slugs });
    log.info({ by: claims.sub, entry: id }, 'Bulletin moved to the trash');
    redirect(adminPaths.bulletins);
  },
});

export type BulletinItemSearch =
  | { status: 'ok'; hits: BulletinItemHit[] }
  | {
      status: 'error';
      error:
        'crossSite' | 'signedOut' | 'forbidden' | 'factorRequired' | 'invalidRequest' | 'failed';
    };

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The editor's item lookups: published publications and blog posts (admin_list_bulletin_items),
 * either those whose title matches `query` in either language, newest first, or, with `month`
 * (YYYY-MM), every one published in that month, oldest first. A public endpoint like every
 * action: the guard must let the caller edit content now (an expired session is refreshed first,
 * as in every adminAction), and the input is plain text of bounded length. It only reads, and
 * another site could not read its answer anyway (no CORS); it is refused all the same when not
 * sent from this site, so that every action of the admin area passes the one check.
 */
async function lookUpItems(
  name: string,
  input: { query: string; month: string | null } | null,
): Promise<BulletinItemSearch> {
  if (!(await postedFromThisSite(name))) return { status: 'error', error: 'crossSite' };
  if (!input) return { status: 'error', error: 'invalidRequest' };
  const access = await authorize('bulletins.edit', name);
  if (!access.ok) return { status: 'error', error: access.reason };
  const { claims } = access.caller;
  try {
    const content = await adminContent(claims);
    const rows = await content.listBulletinItems(input.query, input.month);
    const hits = rows.map(({ id, kind, status, titleEs, titleEn, publishedAt, scheduled }) => ({
      id,
      kind,
      status,
      titleEs,
      titleEn,
      publishedAt,
      scheduled,
    }));
    return { status: 'ok', hits };
  } catch (error) {
    log.error({ err: error, by: claims.sub }, 'Bulletin item lookup failed');
    return { status: 'error', error: 'failed' };
  }
}

/** The item search: published entries whose title matches `query`, newest first (at most 25). */
export async function searchBulletinItemsAction(query: unknown): Promise<BulletinItemSearch> {
  const valid =
    typeof query === 'string' &&
    query.length <= 200 &&
    !hasForbiddenCharacters(query, { multiline: false });
  return lookUpItems(
    'admin.bulletin.searchItems',
    valid ? { query: query.trim(), month: null } : null,
  );
}

/** "Add this month's publications": every published entry of `month` (YYYY-MM), in date order. */
export async function bulletinMonthItemsAction(month: unknown): Promise<BulletinItemSearch> {
  const match = typeof month === 'string' ? monthPattern.exec(month) : null;
  const valid = match && Number(match[1]) >= 1972 && Number(match[1]) <= 2100;
  return lookUpItems(
    'admin.bulletin.monthItems',
    valid ? { query: '', month: `${month}-01` } : null,
  );
}
