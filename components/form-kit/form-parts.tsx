import type { ReactNode, Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormState, Problem } from '@/lib/forms/state';
import type { KeyedMessages } from '@/lib/i18n/message-key';
import { FormProblems } from './form-problems';
import { Field, FormAlert, formAlert, Honeypot, inputClass } from './fields';

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

type InputFieldProps = {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** What the server sent back, rendered into the HTML for a browser without JavaScript. */
  defaultValue?: string;
};

/** A required e-mail address, as the contact and career forms ask for it. */
export function EmailField({ id, label, error, registration, defaultValue }: InputFieldProps) {
  return (
    <Field id={id} label={label} required error={error}>
      {(aria) => (
        <input
          {...aria}
          {...registration}
          defaultValue={defaultValue}
          type="email"
          autoComplete="email"
          inputMode="email"
          className={inputClass}
        />
      )}
    </Field>
  );
}

/** An optional phone number. */
export function PhoneField({
  optionalLabel,
  ...props
}: InputFieldProps & { optionalLabel: string }) {
  const { id, label, error, registration, defaultValue } = props;
  return (
    <Field id={id} label={label} optionalLabel={optionalLabel} error={error}>
      {(aria) => (
        <input
          {...aria}
          {...registration}
          defaultValue={defaultValue}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={inputClass}
        />
      )}
    </Field>
  );
}

/**
 * What opens a form before its first field: the note on required fields, the error summary of a
 * refused submit, a form-level problem, the honeypot and the page's language.
 */
export function FormOpening({
  text,
  summary,
  summaryRef,
  state,
  locale,
}: {
  text: {
    requiredNote: string;
    honeypot: string;
    summaryTitle: string;
    errors: KeyedMessages;
  };
  /** The problems to list (from useErrorSummary), if a submit was refused. */
  summary: Problem[] | null;
  summaryRef: Ref<HTMLDivElement>;
  state: FormState;
  /** The hidden field with the page's language, and its value. */
  locale: { registration: UseFormRegisterReturn; value?: string };
}): ReactNode {
  return (
    <>
      <p className="text-sm text-muted">{text.requiredNote}</p>
      {summary ? (
        <FormProblems ref={summaryRef} title={text.summaryTitle} problems={summary} />
      ) : null}
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" {...locale.registration} defaultValue={locale.value} />
    </>
  );
}
