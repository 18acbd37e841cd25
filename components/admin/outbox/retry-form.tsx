'use client';

import { useActionState, useEffect } from 'react';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';

type Props = {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  id: string;
  texts: { retry: string; retryOf: string; retrying: string };
  /** Every problem key as words. */
  errors: Record<string, string>;
  loginHref: string;
};

/**
 * "Send again" for a failed e-mail: a form posting the retry action, which opens the list with a
 * notice when it went through. Without JavaScript it posts as a plain form; a refusal shows
 * beside the button.
 */
export function RetryForm({ action, id, texts, errors, loginHref }: Props) {
  const [state, submit, pending] = useActionState(action, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem = state.status === 'error' ? messageOf(errors, state.formError ?? 'failed') : null;
  const outcomeId = `retry-outcome-${id}`;
  return (
    <form action={submit} className="space-y-2">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        disabled={pending}
        aria-label={texts.retryOf}
        aria-describedby={problem ? outcomeId : undefined}
        className="min-h-11 border border-ink-900 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? texts.retrying : texts.retry}
      </button>
      <p id={outcomeId} role="alert" className="max-w-64 text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
