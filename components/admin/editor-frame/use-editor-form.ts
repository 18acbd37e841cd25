'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useActionForm } from '@/components/form-kit/use-action-form';
import type { Problem } from '@/lib/forms/state';
import type { FormState } from '@/lib/forms/state';
import { fieldId } from './field-id';
import { messageOf } from '@/lib/i18n/message-key';
import { useUnsavedWarning } from './use-unsaved-warning';
import { useDraftRecovery, type DraftTarget } from './use-draft-recovery';

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
  /** The e-mail of the signed-in account: a save that finds the session ended asks to sign in again as it. */
  account: string;
  /** The question before leaving with unsaved changes. */
  leaveMessage: string;
  /** Something unsaved react-hook-form does not hold (a chosen file). */
  alsoDirty?: boolean;
  /** Which entry the form stands for: what is typed is kept in the browser under it. */
  draft: DraftTarget;
};

/**
 * The editor frame's form: react-hook-form on the shared action hook (checked in the browser by
 * the schema the action parses again, posted natively without JavaScript), the problems of a
 * refused save in the order of the form (focused when they appear), the unsaved-changes guard,
 * and a save that went through taken in: the form then stands for the new version, with nothing
 * unsaved. Nothing typed is lost on a refusal: the fields keep their values.
 */
export function useEditorForm<T extends FieldValues>(config: EditorFormConfig<T>) {
  const { fieldOrder, errors, label } = config;
  const problemsRef = useRef<HTMLDivElement>(null);
  // Submits the browser's check refused: each one moves the focus to the list of problems, which
  // then follows the fields' live problems (and so empties as they are fixed, or when a submit
  // passes the check; nothing needs forgetting at the next submit).
  const [refusals, setRefusals] = useState(0);
  // The revision loaded into the form, and the save state it was loaded under: the next save's
  // answer ends it.
  const [loadedAt, setLoadedAt] = useState<{ version: number; state: FormState } | null>(null);
  const action = useActionForm<T>(
    config.loadSchema as never,
    config.action,
    config.initial as DefaultValues<T>,
    { onInvalid: () => setRefusals((count) => count + 1) },
  );
  const { state, form } = action;
  const dirty = form.formState.isDirty || Boolean(config.alsoDirty);
  useUnsavedWarning(dirty, config.leaveMessage);
  const recovery = useDraftRecovery({
    form,
    account: config.account,
    target: config.draft,
    state,
    pending: action.pending,
  });

  // A save that went through: its answer (the new version, and what the server settled) is now
  // the form's saved state.
  const saved = state.status === 'success' ? state.values : undefined;
  useEffect(() => {
    if (!saved) return;
    form.reset({ ...form.getValues(), ...saved });
  }, [saved, form]);

  // A save that found the session ended keeps the page and everything typed: the frame asks to
  // sign in again over it, then posts the same form again (its version still checked).
  const signedOut = state.status === 'error' && state.formError === 'signedOut';
  const [dismissed, setDismissed] = useState<FormState | null>(null);
  const { formRef } = action;
  const resume = useCallback(() => {
    setDismissed(state);
    formRef.current?.requestSubmit();
  }, [state, formRef]);

  const ended = signedOut && dismissed !== state;
  // The list of problems takes the focus when it appears, and again when the sign-in dialog is
  // closed without signing in (the dialog gives it back to the save button first).
  useEffect(() => {
    if (state.status === 'error' && !ended) problemsRef.current?.focus();
  }, [state, ended]);
  useEffect(() => {
    if (refusals > 0) problemsRef.current?.focus();
  }, [refusals]);

  const browserErrors = form.formState.errors;
  const browserKeys = Object.fromEntries(
    refusals > 0
      ? fieldOrder.flatMap((name) => {
          const key = browserErrors[name]?.message;
          return typeof key === 'string' ? [[name, key]] : [];
        })
      : [],
  );
  const refused = Object.keys(browserKeys).length > 0;
  const keys: Partial<Record<string, string>> = refused
    ? browserKeys
    : state.status === 'error'
      ? state.fieldErrors
      : {};
  const problems: Problem[] = fieldOrder.flatMap((name) => {
    const key = keys[name];
    return key
      ? [{ message: `${label(name)}: ${messageOf(errors, key)}`, fieldId: fieldId(name) }]
      : [];
  });
  const formProblem =
    !refused && state.status === 'error' && state.formError
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
    /** What was typed here before and kept in the browser, on offer. */
    recovery,
    /** A save found the session ended: sign in again as `account`, then `resume`. */
    session: {
      ended,
      account: config.account,
      resume,
      dismiss: () => setDismissed(state),
    },
  };
}

export type EditorForm<T extends FieldValues = FieldValues> = ReturnType<typeof useEditorForm<T>>;
