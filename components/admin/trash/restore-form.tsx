'use client';

import { useActionState, useEffect } from 'react';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';

type Props = {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  id: string;
  texts: { restore: string; restoreOf: string; restoring: string };
  /** Every problem key as words. */
  errors: Record<string, string>;
  loginHref: string;
};

/**
 * "Restaurar": a form posting the restore action, which leaves for the entry's editor when it
 * went through. Without JavaScript it posts as a plain form; a refusal shows beside the button.
 */
export function RestoreForm({ action, id, texts, errors, loginHref }: Props) {
  const [state, submit, pending] = useActionState(action, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem = state.status === 'error' ? messageOf(errors, state.formError ?? 'failed') : null;
  const problemId = `restore-problem-${id}`;
  return (
    <form action={submit} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={texts.restoreOf}
        aria-describedby={problem ? problemId : undefined}
        className="min-h-11 border border-ink-900 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? texts.restoring : texts.restore}
      </button>
      <p id={problemId} role="alert" className="max-w-64 text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
