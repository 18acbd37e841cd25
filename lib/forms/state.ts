import type { FieldErrors } from './schemas';

/** What a form action returns: the outcome, message keys per field, and what was typed. */
export type FormState =
  | { status: 'idle' }
  | { status: 'success'; values?: Record<string, string> }
  | {
      status: 'error';
      fieldErrors: FieldErrors;
      formError?: string;
      /** What the form-level message needs besides its key (minutes to wait, a password's problems). */
      details?: {
        retryAfterMinutes?: number;
        reasons?: string[];
        /** The entries that keep a category from being deleted: id, kind, title. */
        uses?: { id: string; kind: 'publication' | 'blog' | 'bulletin'; title: string }[];
      };
      values: Record<string, string>;
    };

export const idle: FormState = { status: 'idle' };

/**
 * A refused submit: what was typed (sent back so nothing is lost), the problems by field, and the
 * form's own problem with what its message needs, when there is one.
 */
export const refusedState = (
  values: Record<string, string>,
  fieldErrors: FieldErrors = {},
  formError?: string,
  details?: Extract<FormState, { status: 'error' }>['details'],
): FormState => ({
  status: 'error',
  fieldErrors,
  values,
  ...(formError ? { formError } : {}),
  ...(details ? { details } : {}),
});

/**
 * One problem of a refused submit as a form lists it on top: its words, the field it is about
 * (linked, when there is one), and lines under it (a weak password's reasons).
 */
export type Problem = { message: string; fieldId?: string; details?: string[] };
