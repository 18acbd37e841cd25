'use client';

import { useActionState, useEffect, useRef } from 'react';
import { FormProblems } from '@/components/form-kit/form-problems';
import { Field, SubmitButton, inputClass } from '@/components/form-kit/fields';
import { signInAgainAction } from '@/lib/admin/account/actions';
import { problemsOf } from '@/lib/admin/problems';
import { idle } from '@/lib/forms/state';
import type { EditorTexts, EditorTranslator } from './texts';

type Props = {
  t: EditorTranslator;
  texts: EditorTexts;
  /** The e-mail of the account the editor was opened with. */
  account: string;
  /** The session is back: the editor posts its save again (the version check still applies). */
  onSignedIn: () => void;
  /** Closed without signing in: the save stays refused, and what was typed stays in the form. */
  onClose: () => void;
};

// The dialog's two inputs' element ids, named after their fields.
const fieldIds = Object.fromEntries(
  (['email', 'password'] as const).map((name) => [name, `session-${name}`]),
) as Record<'email' | 'password', string>;

/**
 * A save that found the session ended: sign in again over the editor, which stays as it was, and
 * the save goes through. A modal dialog (focus kept inside, Escape closes it) with its own form,
 * outside the editor's, since forms do not nest.
 */
export function SessionDialog({ t, texts, account, onSignedIn, onClose }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const [state, submit, pending] = useActionState(signInAgainAction, idle);
  const problemsRef = useRef<HTMLDivElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const problems = problemsOf(state, {
    locale: texts.locale,
    messages: { errors: texts.errors, reasons: {} },
    fieldIds,
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The password first: the e-mail is usually the one the editor was opened with.
    passwordRef.current?.focus();
  }, []);
  useEffect(() => {
    if (state.status === 'success') onSignedIn();
    else if (state.status === 'error') problemsRef.current?.focus();
  }, [state, onSignedIn]);

  const typed = state.status === 'error' ? state.values.email : undefined;
  return (
    <dialog
      ref={ref}
      aria-labelledby="session-title"
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] border border-ink-900/20 bg-paper p-6 text-ink-950 backdrop:bg-ink-950/60"
    >
      <h2 id="session-title" className="font-serif text-2xl">
        {t('session.title')}
      </h2>
      <p className="mt-3 text-ink-900">{t('session.intro')}</p>
      <form action={submit} noValidate className="mt-6 space-y-5">
        {problems.length > 0 ? (
          <FormProblems ref={problemsRef} title={texts.problems} problems={problems} />
        ) : null}
        <Field id={fieldIds.email} label={t('session.email')} required>
          {(aria) => (
            <input
              {...aria}
              name="email"
              type="email"
              autoComplete="username"
              defaultValue={typed ?? account}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={fieldIds.password} label={t('session.password')} required>
          {(aria) => (
            <input
              {...aria}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              className={inputClass}
            />
          )}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton
            pending={pending}
            label={t('session.submit')}
            pendingLabel={t('session.pending')}
          />
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="min-h-11 px-2 font-semibold text-ink-900 underline underline-offset-4"
          >
            {t('session.close')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
