'use client';

import { useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { FormState, Problem } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';

/**
 * What an error summary lists after a failed submit: each problem after its field's name, in the
 * order of `fields` (the order they appear), linked to the control `${id}-${name}`. The summary
 * takes focus each time a submit is refused, in the browser or by the server.
 */
export function useErrorSummary<T extends FieldValues>({
  id,
  fields,
  errors,
  form,
  state,
}: {
  id: string;
  /** Each field the summary may name, with its label, in the order the form shows them. */
  fields: ReadonlyArray<readonly [Path<T>, string]>;
  /** Message key → text in the page's language (Forms.errors, with the form's own `failed`). */
  errors: KeyedMessages;
  form: UseFormReturn<T>;
  state: FormState;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The problems of the last submit the browser refused. Fixed when it is made, as GOV.UK's
  // summary is: a list that shrank while the visitor typed would move every field below it.
  const [refused, setRefused] = useState<Problem[] | null>(null);
  const summaryOf = (keyOf: (name: Path<T>) => string | undefined) =>
    summaryProblems(id, fields, errors, keyOf);
  // The server's refusal (without JavaScript, or a check only the server makes) until the next
  // submit; otherwise the browser's.
  const serverKeys = state.status === 'error' ? state.fieldErrors : {};
  const serverSummary = summaryOf((name) => serverKeys[name]);
  const summary = refused ?? (serverSummary.length > 0 ? serverSummary : null);

  useEffect(() => {
    if (summary) ref.current?.focus();
    // Each refused submit makes a new list or a new state: focus moves to the summary then only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused, state]);

  return {
    ref,
    /** The problems to list, or null while there are none to show. */
    errors: summary,
    /** For useActionForm's onInvalid; reads the form's live state, as this render's predates the check. */
    refuse: () => setRefused(summaryOf((name) => form.getFieldState(name).error?.message)),
    /** Forgets the browser's list when the form is submitted again. */
    clear: () => setRefused(null),
  };
}

/**
 * The problems a summary lists: each field's, after its name (the message alone may not say which
 * field it is), in the order of `fields`, linked to the control `${id}-${name}`.
 */
export function summaryProblems<Name extends string>(
  id: string,
  fields: ReadonlyArray<readonly [Name, string]>,
  errors: KeyedMessages,
  keyOf: (name: Name) => string | undefined,
): Problem[] {
  return fields.flatMap(([name, label]) => {
    const key = keyOf(name);
    return key
      ? [{ fieldId: `${id}-${name}`, message: `${label}: ${messageOf(errors, key)}` }]
      : [];
  });
}
