'use client';

import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { Field, inputClass } from '@/components/form-kit/fields';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { fieldErrors } from '@/lib/forms/schemas';
import {
  addCategorySchema,
  categoryIdFrom,
  categoryIdMax,
  categoryLabelMax,
  renameCategorySchema,
} from '@/lib/admin/categories/schema';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { formatMessage } from '@/lib/i18n/translate';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';

type Values = { id: string; labelEs: string; labelEn: string };

type Props = {
  mode: 'add' | 'rename';
  /** Prefixes the fields' ids, so the page's many forms never share one. */
  idPrefix: string;
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  initial: Values;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  texts: {
    labelEs: string;
    labelEn: string;
    id: string;
    idHint: string;
    submit: string;
    /** The button's name for assistive technology, naming the category (rename). */
    submitName?: string;
    pending: string;
    success: string;
  };
};

/**
 * Adds or renames a category. The same schema as the action checks before posting (errors next
 * to each field, in the admin's language); the server checks again and answers "taken" by the
 * identifier. Adding suggests the identifier from the Spanish name until the admin edits it.
 * Without JavaScript it is a plain form post with the same messages.
 */
export function CategoryForm({
  mode,
  idPrefix,
  action,
  initial,
  locale,
  messages,
  loginHref,
  texts,
}: Props) {
  const [state, submit, pending] = useActionState(action, idle);
  const [checked, setChecked] = useState<FormState | null>(null);
  // Without JavaScript the page is rendered with the action's answer: start from what was sent.
  const [values, setValues] = useState<Values>(() =>
    state.status === 'error' ? { ...initial, ...state.values } : initial,
  );
  const [idEdited, setIdEdited] = useState(false);

  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
    if (state.status === 'success' && mode === 'add') {
      setValues(initial);
      setIdEdited(false);
    }
    // `initial` is a new object each render; a success is what resets the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  const shown = checked ?? state;
  const fieldIds = {
    labelEs: `${idPrefix}-labelEs`,
    labelEn: `${idPrefix}-labelEn`,
    id: `${idPrefix}-id`,
  };
  const problems = problemsOf(shown, { locale, messages, fieldIds });
  const errorOf = (field: keyof Values) =>
    shown.status === 'error' && shown.fieldErrors[field]
      ? problems.find((problem) => problem.fieldId === fieldIds[field])?.message
      : undefined;
  // A form-wide problem (no rights, a failure), or a rename's identifier, which has no field.
  const formProblem =
    shown.status === 'error' && shown.formError
      ? problems.at(-1)?.message
      : mode === 'rename'
        ? errorOf('id')
        : undefined;

  function check(event: FormEvent<HTMLFormElement>) {
    const schema = mode === 'add' ? addCategorySchema : renameCategorySchema;
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ status: 'error', fieldErrors: fieldErrors(parsed.error.issues), values });
  }

  const set = (field: keyof Values) => (value: string) =>
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (mode === 'add' && field === 'labelEs' && !idEdited) next.id = categoryIdFrom(value);
      return next;
    });

  const input = (field: keyof Values, max: number, extra: Partial<{ onEdit: () => void }> = {}) =>
    function Control(aria: Record<string, unknown>) {
      return (
        <input
          {...aria}
          name={field}
          type="text"
          autoComplete="off"
          maxLength={max}
          value={values[field]}
          onChange={(event) => {
            extra.onEdit?.();
            set(field)(event.target.value);
          }}
          className={inputClass}
        />
      );
    };

  const done =
    state.status === 'success' && !checked
      ? formatMessage(locale, texts.success, state.values ?? {})
      : null;
  return (
    <form action={submit} onSubmit={check} noValidate className="space-y-5">
      {mode === 'rename' ? <input type="hidden" name="id" value={values.id} /> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field id={fieldIds.labelEs} label={texts.labelEs} required error={errorOf('labelEs')}>
          {input('labelEs', categoryLabelMax)}
        </Field>
        <Field id={fieldIds.labelEn} label={texts.labelEn} required error={errorOf('labelEn')}>
          {input('labelEn', categoryLabelMax)}
        </Field>
      </div>
      {mode === 'add' ? (
        <div className="max-w-md">
          <Field
            id={fieldIds.id}
            label={texts.id}
            required
            hint={texts.idHint}
            error={errorOf('id')}
          >
            {input('id', categoryIdMax, { onEdit: () => setIdEdited(true) })}
          </Field>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={pending}
          aria-label={texts.submitName}
          // Nine rename buttons in dark would outshout the page's one primary action (adding).
          className={`${mode === 'add' ? primaryButton : secondaryButton} disabled:cursor-wait disabled:opacity-80`}
        >
          {pending ? texts.pending : texts.submit}
        </button>
        <p role="status" className="text-sm text-ink-900 empty:hidden">
          {done}
        </p>
        <p role="alert" className="text-sm font-semibold text-red-800 empty:hidden">
          {formProblem}
        </p>
      </div>
    </form>
  );
}
