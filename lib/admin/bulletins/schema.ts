import * as z from 'zod/mini';
import type { BulletinDraft, BulletinTexts, EntryStatus } from '@/lib/backend/types';
import { bulletinPdfMaxBytes, describeBulletinPdf } from '@/lib/bulletins/pdf';
import { isFirmInput, isoFromFirmInput } from '@/lib/dates/firm-time';
import { bulletinFilesPath, entrySlugPattern, type Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';

// The bulletin editor's one schema, used by the form in the browser (before sending) and by the
// server action (on what arrived). Messages are keys into Admin.bulletin.errors, falling back to
// Admin.editor.errors (what both editors say alike) and Admin.errors.

/** What the entries table allows (supabase/migrations/20261122000100_content.sql). */
export const bulletinLimits = { title: 200, slug: 120, summary: 600, items: 30 } as const;

const slugRegex = new RegExp(`^${entrySlugPattern}$`);
const monthRegex = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A stored PDF's public path as either backend gives it (lib/backend/*: `bulletinFiles`). */
export function isBulletinPdfPath(value: string): boolean {
  if (!describeBulletinPdf(value) || value.length > 300) return false;
  const name = value.slice(value.lastIndexOf('/') + 1);
  return (
    value === `${bulletinFilesPath}/${name}` ||
    /^https:\/\/[a-z0-9.-]+(?::\d+)?\/storage\/v1\/object\/public\/bulletins\/[^/]+$/.test(value)
  );
}

const text = z.string().check(z.trim());

/**
 * A chosen file, or nothing: a file input left empty posts an empty, nameless part, which arrives
 * as an empty file (named "", or "undefined" once the action's transport has re-encoded it) or as
 * an empty string. Any empty file is nothing: the browser refuses an empty file when it is chosen,
 * and a PDF is never empty.
 */
const pdfFile = z.pipe(
  z.custom<File | '' | null | undefined>(
    (value) =>
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof File !== 'undefined' && value instanceof File),
    'pdfNotPdf',
  ),
  z.transform((file) => (file && file.size > 0 ? file : null)),
);

const keptPdfPath = z
  .string()
  .check(z.refine((v) => v === '' || isBulletinPdfPath(v), 'pdfPathInvalid'));

const newPdf = z.pipe(
  pdfFile,
  z.custom<File | null>(
    (file) => !file || (file as File).size <= bulletinPdfMaxBytes,
    'pdfTooLarge',
  ),
);

/** The fields that may hold line breaks (the summaries); the rest are one line. */
const multiline = z.registry();

const fields = z.object({
  id: z.string().check(z.refine((v) => v === '' || isUuid(v), 'invalidRequest')),
  version: z.string().check(z.regex(/^(?:|[1-9]\d{0,8})$/, 'invalidRequest')),
  issueMonth: text.check(z.minLength(1, 'monthRequired'), z.regex(monthRegex, 'monthInvalid')),
  status: z.string().check(z.refine((v) => v === 'draft' || v === 'published', 'statusInvalid')),
  // Typed in the firm's time (lib/dates/firm-time.ts), as the entry editor's date is; empty
  // unless the admin typed one (the save that publishes the bulletin dates it).
  publishedAt: text.check(z.refine((v) => v === '' || isFirmInput(v), 'publishedAtInvalid')),
  titleEs: text.check(
    z.minLength(1, 'titleRequired'),
    z.maxLength(bulletinLimits.title, 'titleTooLong'),
  ),
  slugEs: text.check(
    z.minLength(1, 'slugRequired'),
    z.maxLength(bulletinLimits.slug, 'slugTooLong'),
    z.regex(slugRegex, 'slugInvalid'),
  ),
  summaryEs: text
    .check(z.minLength(1, 'summaryRequired'), z.maxLength(bulletinLimits.summary, 'summaryTooLong'))
    .register(multiline),
  titleEn: text.check(z.maxLength(bulletinLimits.title, 'titleTooLong')),
  slugEn: text.check(
    z.maxLength(bulletinLimits.slug, 'slugTooLong'),
    z.refine((v) => v === '' || slugRegex.test(v), 'slugInvalid'),
  ),
  summaryEn: text.check(z.maxLength(bulletinLimits.summary, 'summaryTooLong')).register(multiline),
  /** The items' ids in order, comma-separated (one hidden field). */
  items: z.string(),
  /** The Spanish PDF kept from the saved bulletin ('' for none); a new file replaces it. */
  pdfPathEs: keptPdfPath,
  /** The English PDF kept from the saved bulletin ('' for none). */
  pdfPathEn: keptPdfPath,
  // Optional: the browser's check (react-hook-form) holds no file field; the form posts them.
  pdfEs: z.optional(newPdf),
  pdfEn: z.optional(newPdf),
  /** "Remove this PDF when saving", a checkbox (so removing works without JavaScript too). */
  removePdfEs: z.optional(z.boolean()),
  removePdfEn: z.optional(z.boolean()),
});

export type BulletinFormInput = z.input<typeof fields>;

const itemIdsOf = (items: string) => (items === '' ? [] : items.split(','));

const crossChecks = z.superRefine<z.output<typeof fields>>((value, ctx) => {
  const issue = (path: keyof BulletinFormInput, message: string) =>
    ctx.issues.push({ code: 'custom', input: value[path], path: [path], message });
  if (monthRegex.test(value.issueMonth)) {
    const year = Number(value.issueMonth.slice(0, 4));
    if (year < 1972 || year > 2100) issue('issueMonth', 'monthInvalid');
  }
  // English is all or nothing: an English page has a title, a slug and a summary, or none.
  const english = [value.titleEn, value.slugEn, value.summaryEn];
  if (english.some((v) => v !== '') && english.some((v) => v === '')) {
    if (value.titleEn === '') issue('titleEn', 'englishIncomplete');
    if (value.slugEn === '') issue('slugEn', 'englishIncomplete');
    if (value.summaryEn === '') issue('summaryEn', 'englishIncomplete');
  }
  const ids = itemIdsOf(value.items);
  if (!ids.every(isUuid)) issue('items', 'itemsInvalid');
  else if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length)
    issue('items', 'itemsDuplicate');
  else if (ids.length > bulletinLimits.items) issue('items', 'itemsTooMany');
});

/**
 * The editor's form, checked. Per language, the PDF the bulletin keeps (null when it had none or
 * the box "remove" was ticked) and a new file, whose bytes the action checks (pdfProblem) and
 * which replaces it.
 */
export type BulletinFormData = {
  id: string | null;
  version: number | null;
  draft: Omit<BulletinDraft, 'pdfPaths'>;
  keptPdfPaths: Record<Locale, string | null>;
  newPdfs: Record<Locale, File | null>;
};

export const bulletinFormSchema = z.pipe(
  fields.check(crossChecks),
  z.transform((value): BulletinFormData => {
    const en: BulletinTexts | null =
      value.titleEn === ''
        ? null
        : { title: value.titleEn, slug: value.slugEn, summary: value.summaryEn };
    return {
      id: value.id === '' ? null : value.id.toLowerCase(),
      version: value.version === '' ? null : Number(value.version),
      draft: {
        issueMonth: `${value.issueMonth}-01`,
        status: value.status as EntryStatus,
        publishedAt: isoFromFirmInput(value.publishedAt),
        es: { title: value.titleEs, slug: value.slugEs, summary: value.summaryEs },
        en,
        itemIds: itemIdsOf(value.items).map((id) => id.toLowerCase()),
      },
      keptPdfPaths: {
        es: value.removePdfEs || value.pdfPathEs === '' ? null : value.pdfPathEs,
        en: value.removePdfEn || value.pdfPathEn === '' ? null : value.pdfPathEn,
      },
      newPdfs: { es: value.pdfEs ?? null, en: value.pdfEn ?? null },
    };
  }),
);

type FieldName = keyof typeof fields.shape;

/** The file inputs, one per language. */
export const bulletinFileFields = ['pdfEs', 'pdfEn'] as const satisfies FieldName[];

/** The checkboxes that remove a kept PDF. */
export const bulletinCheckboxFields = ['removePdfEs', 'removePdfEn'] as const satisfies FieldName[];

type NotText = (typeof bulletinFileFields)[number] | (typeof bulletinCheckboxFields)[number];
const notText = new Set<string>([...bulletinFileFields, ...bulletinCheckboxFields]);

/**
 * The text fields the form posts (every field but the files and checkboxes), in the schema's
 * order: echoed back on an error so nothing typed is lost.
 */
export const bulletinTextFields = (Object.keys(fields.shape) as FieldName[]).filter(
  (name): name is Exclude<FieldName, NotText> => !notText.has(name),
);

/** The fields whose line breaks are kept (the summaries). */
export const bulletinMultilineFields = bulletinTextFields.filter((name) =>
  multiline.has(fields.shape[name]),
);

/** The checkboxes that take an entry out of the bulletin in a form posted without JavaScript. */
export const removedItemsField = 'removeItems';

/**
 * The form as the schema reads it: the entries ticked "remove" (the way to take one out when the
 * page runs no JavaScript, which the item picker needs) left out of `items`. With JavaScript the
 * picker removes them from `items` itself and no box is sent.
 */
export function withoutRemovedItems(form: FormData): FormData {
  const removed = new Set(form.getAll(removedItemsField).filter((v) => typeof v === 'string'));
  if (removed.size === 0) return form;
  const next = new FormData();
  for (const [name, value] of form.entries())
    if (name !== removedItemsField) next.append(name, value);
  const items = form.get('items');
  if (typeof items === 'string')
    next.set(
      'items',
      itemIdsOf(items)
        .filter((id) => !removed.has(id))
        .join(','),
    );
  return next;
}
