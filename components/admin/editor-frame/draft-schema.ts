import * as z from 'zod/mini';

// What localStorage holds was written by anything running on this origin (or edited by hand), so
// a kept draft is parsed like any outside input. Generous bounds: it is the form's own values.
const maxFields = 100;
const maxValue = 500_000;

/** A kept draft: the form's text values by field, the version it was opened at, when it was kept. */
export const storedDraftSchema = z.object({
  values: z
    .record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(maxValue)))
    .check(z.refine((values) => Object.keys(values).length <= maxFields)),
  version: z.string().check(z.maxLength(20)),
  savedAt: z.int().check(z.positive()),
});

export type StoredDraft = z.infer<typeof storedDraftSchema>;

/** The stored text as a draft, or null for anything else (not JSON, not the shape above). */
export function parseDraft(raw: string): StoredDraft | null {
  try {
    const parsed = storedDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
