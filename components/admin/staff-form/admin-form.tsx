'use client';

import { useActionState, useEffect, useRef, type ReactNode } from 'react';
import { Field, SubmitButton, inputClass } from '@/components/form-kit/fields';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { formatMessage } from '@/lib/i18n/translate';
import type { AdminField } from '@/lib/admin/types';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';
import { FormProblems } from '@/components/form-kit/form-problems';

export type { AdminField };

type Props = {
  /** Prefixes the fields' ids, so two forms on one page never share one. */
  id: string;
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  fields: AdminField[];
  hidden?: Record<string, string>;
  locale: Locale;
  messages: FormMessages;
  /**
   * `success` is an unformatted message (the translator's `raw`) that may name the fields sent back
   * ("… sent to {email}"): it is filled here, once the values are back.
   */
  texts: { submit: string; pending: string; problems: string; success?: string };
  /** Where a tab whose session ended goes (the action answered `signedOut`). */
  loginHref: string;
  /** Shown after a success instead of the form, when the action does not leave the page. */
  onSuccess?: 'replace' | 'keep';
  /**
   * The label of a link the success hands over once (an invitation nobody could e-mail): shown in
   * a read-only field to copy when the action's answer carries `link`.
   */
  linkLabel?: string;
  children?: ReactNode;
};

/** A link to hand over, in a read-only field that selects itself for copying. */
function CopyableLink({ label, link }: { label: string; link: string }) {
  return (
    <label className="block text-sm font-semibold">
      {label}
      <input
        type="text"
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className={`${inputClass} mt-1 font-mono text-sm font-normal`}
      />
    </label>
  );
}

/**
 * A form of the admin area posted to its server action: with JavaScript through useActionState,
 * without it as a plain form post whose answer the server renders into the same component. The
 * server validates alone, so both ways give the same messages. Problems are listed on top (linked
 * to their fields, focused when they appear) and under each field.
 */
export function AdminForm(props: Props) {
  const { id, action, fields, hidden = {}, locale, messages, texts, loginHref } = props;
  const [state, submit, pending] = useActionState(action, idle);
  const problemsRef = useRef<HTMLDivElement>(null);
  const fieldIds = Object.fromEntries(fields.map((field) => [field.name, `${id}-${field.name}`]));
  const problems = problemsOf(state, { locale, messages, fieldIds });
  const values = state.status === 'error' ? state.values : {};

  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
    else if (state.status === 'error') problemsRef.current?.focus();
  }, [state, loginHref]);

  const done =
    state.status === 'success' && texts.success
      ? formatMessage(locale, texts.success, state.values ?? {})
      : null;
  if (done && props.onSuccess !== 'keep') {
    return (
      <div role="status" className="border-l-4 border-brass-500 bg-white p-5 text-ink-900">
        {done}
        {props.children}
      </div>
    );
  }
  const link = state.status === 'success' ? state.values?.link : undefined;
  return (
    <>
      <div
        role="status"
        className="mb-4 space-y-3 border-l-4 border-brass-500 bg-white p-4 text-ink-900 empty:hidden"
      >
        {done ? <p>{done}</p> : null}
        {done && link && props.linkLabel ? (
          <CopyableLink label={props.linkLabel} link={link} />
        ) : null}
      </div>
      <form action={submit} noValidate className="space-y-6">
        {problems.length > 0 ? (
          <FormProblems ref={problemsRef} title={texts.problems} problems={problems} />
        ) : null}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {fields.map((field) => (
          <Field
            key={`${field.name}-${state.status}`}
            id={fieldIds[field.name]!}
            label={field.label}
            required={field.required ?? true}
            hint={field.hint}
            error={
              state.status === 'error' && state.fieldErrors[field.name]
                ? problems.find((problem) => problem.fieldId === fieldIds[field.name])?.message
                : undefined
            }
          >
            {(aria) =>
              field.type === 'select' ? (
                <select
                  {...aria}
                  name={field.name}
                  autoComplete={field.autoComplete}
                  defaultValue={values[field.name] ?? field.options?.[0]?.value}
                  className={inputClass}
                >
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...aria}
                  name={field.name}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  defaultValue={field.type === 'password' ? '' : (values[field.name] ?? '')}
                  className={inputClass}
                />
              )
            }
          </Field>
        ))}
        <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.pending} />
        {props.children}
      </form>
    </>
  );
}
