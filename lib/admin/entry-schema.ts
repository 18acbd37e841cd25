import * as z from 'zod/mini';
import {
  authorIds,
  entryLimits,
  hasEnglish,
  isEntrySlug,
  isFirmInput,
  type EntryFormValues,
} from './entry-fields';

// The publication and blog editors' schema, shared by react-hook-form in the browser and by the
// save action on the server. Messages are keys into Admin.editor.errors (messages/<locale>/
// admin.json), falling back to Admin.errors for the admin wrapper's own ones. What only the
// server can know (a slug another entry uses, a category that exists, a stale version) comes
// back from the action under the same field names.

// Postgres cannot store a NUL character in text: refused here, with a message, not by the database.
const noNul = z.refine<string>((value) => !value.includes('\u0000'), 'textInvalid');

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

const body = z.string().check(z.maxLength(entryLimits.body, 'bodyTooLong'), noNul);

/** English is all or nothing: once any English field holds something, these must too. */
const englishRequired = ['titleEn', 'slugEn', 'summaryEn'] as const;

export const entryFormSchema = z
  .object({
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
    publishedAt: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isFirmInput(value), 'publishedAtInvalid'),
    ),
    titleEs: requiredText(entryLimits.title, 'title'),
    slugEs: slug(true),
    summaryEs: requiredText(entryLimits.summary, 'summary'),
    bodyEs: body,
    seoTitleEs: optionalText(entryLimits.seoTitle, 'seoTitle'),
    seoDescriptionEs: optionalText(entryLimits.seoDescription, 'seoDescription'),
    titleEn: optionalText(entryLimits.title, 'title'),
    slugEn: slug(false),
    summaryEn: optionalText(entryLimits.summary, 'summary'),
    bodyEn: body,
    seoTitleEn: optionalText(entryLimits.seoTitle, 'seoTitle'),
    seoDescriptionEn: optionalText(entryLimits.seoDescription, 'seoDescription'),
  })
  .check(
    z.superRefine(
      (values, context) => {
        const text = (name: keyof EntryFormValues) => String(values[name] ?? '').trim();
        if ((text('id') === '') !== (text('version') === ''))
          context.addIssue({ code: 'custom', message: 'entryInvalid', path: ['id'] });
        if (values.status === 'published' && text('publishedAt') === '')
          context.addIssue({
            code: 'custom',
            message: 'publishedAtRequired',
            path: ['publishedAt'],
          });
        const english = {
          titleEn: text('titleEn'),
          slugEn: text('slugEn'),
          summaryEn: text('summaryEn'),
          bodyEn: String(values.bodyEn ?? ''),
          seoTitleEn: text('seoTitleEn'),
          seoDescriptionEn: text('seoDescriptionEn'),
        };
        if (!hasEnglish(english)) return;
        for (const name of englishRequired) {
          if (english[name] === '') {
            const field = name.slice(0, -2);
            context.addIssue({ code: 'custom', message: `${field}Required`, path: [name] });
          }
        }
      },
      // Run beside the fields' own checks, so one submit lists every problem at once.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );

export type EntryFormInput = z.input<typeof entryFormSchema>;
export type EntryFormData = z.output<typeof entryFormSchema>;
