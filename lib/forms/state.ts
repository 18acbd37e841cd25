import type { FieldErrors } from './schemas';

/** What a form action returns: the outcome, message keys per field, and what was typed. */
export type FormState =
  | { status: 'idle' }
  | { status: 'success' }
  | {
      status: 'error';
      fieldErrors: FieldErrors;
      formError?: string;
      values: Record<string, string>;
    };

export const idle: FormState = { status: 'idle' };
