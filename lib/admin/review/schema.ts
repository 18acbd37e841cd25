import * as z from 'zod/mini';

// The review forms' fields, shared by the editor's forms and the actions that parse them again.

/** The longest note an editor returns a draft with (the database holds the same limit). */
export const reviewNoteMax = 2000;

/** A saved entry as a form names it: its id and the version the form was opened at. */
export const decisionSchema = z.object({
  id: z.uuid('entryInvalid'),
  version: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'entryInvalid')),
});

export const returnSchema = z.object({
  ...decisionSchema.shape,
  note: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'reviewNoteRequired'),
      z.maxLength(reviewNoteMax, 'reviewNoteTooLong'),
    ),
});
