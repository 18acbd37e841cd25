import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { KeyedMessages } from '@/lib/i18n/message-key';
import type { ControlSpec } from './field-controls';

/** The texts the contact and career forms both show, beside their own fields' labels. */
export type SummarizedFormText = {
  requiredNote: string;
  honeypot: string;
  email: string;
  phone: string;
  optional: string;
  message: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  sendAnother: string;
  /** The error summary's heading, and the consent box's name in it. */
  summaryTitle: string;
  consentField: string;
  /** Forms.errors, with the form's own failure (contactFailed…) as `failed`. */
  errors: KeyedMessages;
};

/** What a block of the form may read while it renders. */
export type FormKit<T extends FieldValues> = {
  /** The form's id: each control's is `${id}-${name}`, as the error summary links them. */
  id: string;
  form: UseFormReturn<T>;
  /** A field's error in the page's language. */
  error: (name: Path<T>) => string | undefined;
};

/** The fields the form's texts label by their own names: all but the consent box and the language. */
export type Labelled<T extends FieldValues> = Exclude<keyof T & string, 'consent' | 'locale'>;

type Named<T extends FieldValues> = {
  /** The field, its control's id (`${id}-${name}`) and its label (`text[name]`). */
  name: Labelled<T>;
  /** Marked with an asterisk; a field without it is marked optional. */
  required?: boolean;
  /** The line under the control, worked out as the form renders (a live counter). */
  hint?: (kit: FormKit<T>) => string;
};

/**
 * One block of the form. The named ones are its fields, listed by the error summary in the order
 * they stand; `custom` renders what only one form has (a name puts it in the summary).
 */
export type FieldSpec<T extends FieldValues> =
  | (Named<T> & ControlSpec)
  | { kind: 'custom'; name?: Labelled<T>; render: (kit: FormKit<T>) => ReactNode };

/** The required e-mail address and the optional phone number every summarized form asks for. */
export function emailAndPhoneSpecs<T extends FieldValues>(): FieldSpec<T>[] {
  return [
    {
      name: 'email' as Labelled<T>,
      required: true,
      input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    },
    {
      name: 'phone' as Labelled<T>,
      input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
    },
  ];
}
