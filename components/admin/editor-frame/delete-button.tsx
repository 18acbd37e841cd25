'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';
import type { EditorTranslator } from './texts';

type Props = {
  /** The kind's delete action: it names the version, and leaves for the kind's list when done. */
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** What the action reads: the id, the version the editor was loaded with, the kind. */
  fields: Record<string, string>;
  /** The button ("Eliminar esta entrada") and the question it asks, in the kind's words. */
  label: string;
  question: string;
  t: EditorTranslator;
  /** Every problem key as words (errorTexts). */
  errors: Record<string, string>;
  loginHref: string;
};

const outline =
  'min-h-11 border px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * Deleting, in two steps, for every editor: the button asks, and only "Yes, delete" posts. The
 * answer (someone saved meanwhile, a failure) shows beside it; a deleted entry's page goes to its
 * list (the action redirects).
 */
export function DeleteButton({ action, fields, label, question, t, errors, loginHref }: Props) {
  const [state, submit, pending] = useActionState(action, idle);
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const problem =
    state.status === 'error'
      ? messageOf(errors, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
      : null;

  return (
    <section aria-label={label} className="mt-10 border-t border-stone-line pt-6">
      {asking ? (
        <form action={submit} className="space-y-4 border-2 border-red-700 bg-white p-4 sm:p-6">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className="font-semibold text-red-900">{question}</p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="submit"
              disabled={pending}
              className={`${outline} border-red-800 bg-red-800 text-white hover:bg-red-900`}
            >
              {pending ? t('actions.deleting') : t('actions.deleteYes')}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => askRef.current?.focus());
              }}
              className={`${outline} border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
            >
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={askRef}
          type="button"
          onClick={() => setAsking(true)}
          className={`${outline} border-red-800 text-red-900 hover:bg-red-800 hover:text-white`}
        >
          {label}
        </button>
      )}
      <p role="alert" className="mt-3 text-sm font-medium text-red-800 empty:hidden">
        {problem}
      </p>
    </section>
  );
}
