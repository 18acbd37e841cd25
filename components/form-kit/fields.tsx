import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FormState } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';

export const inputClass =
  'block min-h-11 w-full border border-ink-900/60 bg-white px-3 py-2 text-ink-950 placeholder:text-ink-600/70 focus:border-ink-900 aria-invalid:border-red-700';

export type FieldProps = {
  id: string;
  label: ReactNode;
  required?: boolean;
  optionalLabel?: string;
  hint?: string;
  error?: string;
  children: (aria: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
  }) => ReactNode;
};

/** A labelled control with its hint and error, tied together for assistive technology. */
export function Field({ id, label, required, optionalLabel, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : optionalLabel ? (
          <span className="font-normal text-muted"> {optionalLabel}</span>
        ) : null}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error, announced as it appears. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  return (
    <p
      id={id}
      role={message ? 'alert' : undefined}
      className="mt-1 text-sm font-medium text-red-700 empty:hidden"
    >
      {message}
    </p>
  );
}

/** The hidden field bots fill and people never see. */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The primary button of a form, with its in-progress label. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  tone = 'light',
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  tone?: 'light' | 'dark';
}) {
  const colors =
    tone === 'dark'
      ? 'border-white bg-white text-ink-950 hover:bg-brass-100'
      : 'border-ink-900 bg-ink-900 text-white hover:bg-ink-700';
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={`inline-flex min-h-11 shrink-0 items-center justify-center border px-6 py-3 text-sm font-semibold tracking-wide disabled:cursor-wait disabled:opacity-80 ${colors}`}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * The form-level message of a state: storage failed, too many submissions, or a hidden field
 * refused. A key `errors` lacks reads as the form's own failure.
 */
export function formAlert(state: FormState, errors: KeyedMessages): string | undefined {
  if (state.status !== 'error') return undefined;
  const key = state.formError ?? state.fieldErrors.locale;
  return key ? messageOf(errors, key) : undefined;
}

/** A form-level problem (storage failed, too many submissions). */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="border-l-2 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900">
      {message}
    </p>
  );
}

/** The confirmation shown in place of a sent form. */
export function SuccessPanel({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="border border-l-2 border-stone-edge border-l-brass-500 bg-white p-8"
    >
      <p className="font-serif text-2xl text-ink-950">{title}</p>
      <p className="mt-3 leading-relaxed text-muted">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** The privacy-policy consent every form asks for. */
export function ConsentCheckbox({
  id,
  label,
  error,
  register,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  register: UseFormRegisterReturn;
}) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...register}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-1 h-5 w-5 shrink-0 accent-ink-900"
        />
        <label
          htmlFor={id}
          className="text-sm leading-relaxed text-ink-900 [&_a]:underline [&_a]:underline-offset-2"
        >
          {label}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
