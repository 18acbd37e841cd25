import * as z from 'zod/mini';
import { isFirmInput } from '@/lib/dates/firm-time';
import { teamIds } from '@/lib/content/team-ids';
import { entrySlugPattern, type Locale } from '@/lib/routing';

// The publication and blog editors' form: the one place its fields are named. The zod schema
// below lists them; everything else (the names the action reads, the text fields of a language,
// the multi-line ones, the values' type, the SQL function's arguments in lib/backend) is derived
// from its shape. Shared by react-hook-form in the browser and by the save action on the server,
// so it holds plain functions only. Messages are keys into Admin.editor.errors (messages/<locale>/
// admin.json), falling back to Admin.errors for the admin wrapper's own ones. What only the
// database can know (a slug another entry uses, a category that exists, a stale version) comes
// back from the action under the same field names.

/** The database's limits (supabase/migrations: entries' checks), and the SEO lengths search engines show. */
export const entryLimits = {
  title: 200,
  slug: 120,
  summary: 600,
  body: 200_000,
  seoTitle: 70,
  seoDescription: 160,
} as const;

/** The team's ids: an author is one of the firm's lawyers, or none. */
export const authorIds: readonly string[] = teamIds;

const slugRegExp = new RegExp(`^${entrySlugPattern}$`);

/** Whether `slug` is one the site serves: lowercase words joined by single hyphens. */
export const isEntrySlug = (slug: string) => slugRegExp.test(slug);

/** Whether an HTML body holds any text (an emptied editor still sends `<p></p>`). */
export const bodyHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

// The fields -----------------------------------------------------------------------------------

// Postgres cannot store a NUL character in text: refused here, with a message, not by the database.
const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'textInvalid');

/** The fields that may hold line breaks and tabs (textareas and the body); the rest are one line. */
const multiline = z.registry();

const requiredText = (max: number, field: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${field}Required`),
      z.maxLength(max, `${field}TooLong`),
      noNul,
    );

const optionalText = (max: number, field: string) =>
  z.string().check(z.trim(), z.maxLength(max, `${field}TooLong`), noNul);

const slug = (required: boolean) =>
  z.string().check(
    z.trim(),
    ...(required ? [z.minLength(1, 'slugRequired')] : []),
    z.maxLength(entryLimits.slug, 'slugTooLong'),
    z.refine((value) => value === '' || isEntrySlug(value), 'slugInvalid'),
  );

const body = () => z.string().check(z.maxLength(entryLimits.body, 'bodyTooLong'), noNul);

// One language's fields end in its suffix (`titleEs`, `titleEn`): see fieldName below.
const shape = {
  // Empty for a new entry; an entry's id and the version the form was opened at otherwise.
  id: z.union([z.literal(''), z.uuid('entryInvalid')], 'entryInvalid'),
  version: z.string().check(z.regex(/^(?:[1-9]\d{0,8})?$/, 'entryInvalid')),
  kind: z.enum(['publication', 'blog'], 'entryInvalid'),
  categoryId: z
    .string()
    .check(z.trim(), z.minLength(1, 'categoryRequired'), z.maxLength(60, 'categoryInvalid')),
  authorId: z
    .string()
    .check(z.refine((value) => value === '' || authorIds.includes(value), 'authorInvalid')),
  status: z.enum(['draft', 'published'], 'statusInvalid'),
  /**
   * `YYYY-MM-DDTHH:mm` in the firm's time zone (an <input type="datetime-local">), or '': no date
   * typed, so publishing dates it then, and a published entry keeps the date it has.
   */
  publishedAt: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isFirmInput(value), 'publishedAtInvalid'),
  ),
  titleEs: requiredText(entryLimits.title, 'title'),
  slugEs: slug(true),
  summaryEs: requiredText(entryLimits.summary, 'summary').register(multiline),
  bodyEs: body().register(multiline),
  seoTitleEs: optionalText(entryLimits.seoTitle, 'seoTitle'),
  seoDescriptionEs: optionalText(entryLimits.seoDescription, 'seoDescription').register(multiline),
  titleEn: optionalText(entryLimits.title, 'title'),
  slugEn: slug(false),
  summaryEn: optionalText(entryLimits.summary, 'summary').register(multiline),
  bodyEn: body().register(multiline),
  seoTitleEn: optionalText(entryLimits.seoTitle, 'seoTitle'),
  seoDescriptionEn: optionalText(entryLimits.seoDescription, 'seoDescription').register(multiline),
};

type Shape = typeof shape;
/** A name of the form's fields. */
export type EntryField = keyof Shape;
/** A field every language has, without its suffix (`title`, `seoDescription`…). */
export type TextField = EntryField extends infer K ? (K extends `${infer F}Es` ? F : never) : never;

const suffix = { es: 'Es', en: 'En' } as const satisfies Record<Locale, string>;

/** The form's name of one language's field. */
export const fieldName = (field: TextField, locale: Locale) =>
  `${field}${suffix[locale]}` as `${TextField}${'Es' | 'En'}`;

/** Every field of the form, in the schema's order: the names the action reads. */
export const entryFormFields = Object.keys(shape) as EntryField[];

/** The fields of one language, as fieldName names them, in the schema's order. */
export const textFields = entryFormFields.flatMap((name) =>
  name.endsWith(suffix.es) ? [name.slice(0, -suffix.es.length) as TextField] : [],
);

/** The fields whose line breaks and tabs are kept (the summaries, bodies and SEO descriptions). */
export const multilineFields = entryFormFields.filter((name) => multiline.has(shape[name]));

/** English, once begun, needs what Spanish always needs: the fields Spanish refuses empty. */
const englishRequired = textFields.filter(
  (field) => !shape[fieldName(field, 'es')].safeParse('').success,
);

/** Whether any English field holds something: then the English version must be complete. */
export function hasEnglish(values: Pick<EntryFormValues, `${TextField}En`>): boolean {
  return textFields.some((field) => {
    const value = values[fieldName(field, 'en') as `${TextField}En`] ?? '';
    return field === 'body' ? bodyHasText(value) : value.trim() !== '';
  });
}

export const entryFormSchema = z.object(shape).check(
  z.superRefine(
    (values, context) => {
      const text = (name: EntryField) => String(values[name] ?? '').trim();
      if ((text('id') === '') !== (text('version') === ''))
        context.addIssue({ code: 'custom', message: 'entryInvalid', path: ['id'] });
      if (!hasEnglish(values)) return;
      for (const field of englishRequired) {
        const name = fieldName(field, 'en');
        if (text(name) === '')
          context.addIssue({ code: 'custom', message: `${field}Required`, path: [name] });
      }
    },
    // Run beside the fields' own checks, so one submit lists every problem at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  ),
);

/** Every value of the editor's form, checked: strings as FormData carries them, trimmed. */
export type EntryFormValues = z.output<typeof entryFormSchema>;
/** The form's values as typed, before the check. */
export type EntryFormInput = z.input<typeof entryFormSchema>;

// Values ---------------------------------------------------------------------------------------

/**
 * A new entry's form: a draft with no date, Spanish and English empty. The date stays empty
 * unless the admin types one: the save that publishes the entry dates it (admin_save_entry), so
 * a draft published a week after the form opened carries the day it went out.
 */
export function newEntryValues(kind: EntryFormValues['kind'], categoryId: string): EntryFormValues {
  const empty = Object.fromEntries(entryFormFields.map((name) => [name, ''])) as EntryFormValues;
  return { ...empty, kind, categoryId, status: 'draft' };
}

/**
 * A stored entry (or one of its revisions), which the seam already answers as the form's values
 * (lib/backend/admin-mappers.ts), with the id and version it is saved under when it has them.
 */
export function formValuesFrom(
  draft: Omit<EntryFormValues, 'id' | 'version'>,
  stored?: { id: string; version: number },
): EntryFormValues {
  const values = Object.fromEntries(
    entryFormFields.map((name) => [name, (draft as Partial<EntryFormValues>)[name] ?? '']),
  ) as EntryFormValues;
  return { ...values, id: stored?.id ?? '', version: stored ? String(stored.version) : '' };
}
