'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useActionForm } from '@/components/form-kit/use-action-form';
import type { Problem } from '@/lib/forms/state';
import type { FormState } from '@/lib/forms/state';
import { fieldId } from './field-id';
import { messageOf } from '@/lib/i18n/message-key';
import { useUnsavedWarning } from './use-unsaved-warning';

export type EditorFormConfig<T extends FieldValues> = {
  /** The editor's schema, loaded when the form is first checked (the action parses it again). */
  loadSchema: () => Promise<unknown>;
  /** The save action: posted with JavaScript through useActionState, natively without it. */
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** The saved values (or a new entry's), or what the action sent back. */
  initial: T;
  /** Every field a problem may name, in the order of the form: the list of problems follows it. */
  fieldOrder: readonly string[];
  /** Every problem key as words (errorTexts). */
  errors: Record<string, string>;
  /** A field's name as the list of problems says it ("Título (español)"). */
  label: (name: string) => string;
  /** Where a tab whose session ended goes. */
  loginHref: string;
  /** The question before leaving with unsaved changes. */
  leaveMessage: string;
  /** Something unsaved react-hook-form does not hold (a chosen file). */
  alsoDirty?: boolean;
};

/**
 * The editor frame's form: react-hook-form on the shared action hook (checked in the browser by
 * the schema the action parses again, posted natively without JavaScript), the problems of a
 * refused save in the order of the form (focused when they appear), the unsaved-changes guard,
 * and a save that went through taken in: the form then stands for the new version, with nothing
 * unsaved. Nothing typed is lost on a refusal: the fields keep their values.
 */
export function useEditorForm<T extends FieldValues>(config: EditorFormConfig<T>) {
  const { fieldOrder, errors, label, loginHref } = config;
  const problemsRef = useRef<HTMLDivElement>(null);
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  // The revision loaded into the form, and the save state it was loaded under: the next save's
  // answer ends it.
  const [loadedAt, setLoadedAt] = useState<{ version: number; state: FormState } | null>(null);
  const action = useActionForm<T>(
    config.loadSchema as never,
    config.action,
    config.initial as DefaultValues<T>,
    {
      // Read from the form's live state: this render's formState predates the check.
      onInvalid: () =>
        setRefused(
          Object.fromEntries(
            fieldOrder.flatMap((name) => {
              const key = action.form.getFieldState(name as Path<T>).error?.message;
              return key ? [[name, key]] : [];
            }),
          ),
        ),
    },
  );
  const { state, form } = action;
  const dirty = form.formState.isDirty || Boolean(config.alsoDirty);
  useUnsavedWarning(dirty, config.leaveMessage);

  // A save that went through: its answer (the new version, and what the server settled) is now
  // the form's saved state.
  const saved = state.status === 'success' ? state.values : undefined;
  useEffect(() => {
    if (!saved) return;
    form.reset({ ...form.getValues(), ...saved });
  }, [saved, form]);

  useEffect(() => {
    if (state.status !== 'error') return;
    if (state.formError === 'signedOut') window.location.assign(loginHref);
    else problemsRef.current?.focus();
  }, [state, loginHref]);
  useEffect(() => {
    if (refused) problemsRef.current?.focus();
  }, [refused]);

  const serverKeys = state.status === 'error' ? state.fieldErrors : {};
  const keys: Partial<Record<string, string>> = refused ?? serverKeys;
  const problems: Problem[] = fieldOrder.flatMap((name) => {
    const key = keys[name];
    return key
      ? [{ message: `${label(name)}: ${messageOf(errors, key)}`, fieldId: fieldId(name) }]
      : [];
  });
  const formProblem =
    !refused && state.status === 'error' && state.formError && state.formError !== 'signedOut'
      ? messageOf(errors, state.formError)
      : null;

  return {
    ...action,
    problemsRef,
    problems,
    formProblem,
    dirty,
    /** The version a save just stored, while the form still stands for it. */
    savedVersion: saved?.version,
    /** The revision last loaded into the form, until the next save. */
    loaded: loadedAt?.state === state ? loadedAt.version : null,
    setLoaded: (version: number) => setLoadedAt({ version, state }),
    /** A field's problem in the admin's words, if any. */
    errorOf: (name: string) => action.errorText(name as Path<T>, errors),
    /** The form's submit: the browser's earlier refusal no longer stands, then the shared hook's check and post. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setRefused(null);
      return action.onSubmit(event);
    },
  };
}

export type EditorForm<T extends FieldValues = FieldValues> = ReturnType<typeof useEditorForm<T>>;
