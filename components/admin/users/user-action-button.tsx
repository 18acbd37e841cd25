'use client';

import { useActionState, useEffect } from 'react';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';

/**
 * One action on one account (remove admin rights, disable): a button that names the account to
 * assistive technology, and the answer beside it in a live region ("the last admin cannot…").
 */
export function UserActionButton({
  action,
  userId,
  label,
  accessibleLabel,
  done,
  locale,
  messages,
  loginHref,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  userId: string;
  label: string;
  accessibleLabel: string;
  done: string;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
}) {
  const [state, submit, pending] = useActionState(action, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem = problemsOf(state, { locale, messages, fieldIds: { userId: '' } })[0]?.message;
  return (
    <form action={submit} className="flex flex-col items-start gap-1">
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        disabled={pending}
        aria-label={accessibleLabel}
        className="min-h-11 border border-ink-900 px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-70"
      >
        {label}
      </button>
      <p
        aria-live="polite"
        className={`text-sm empty:hidden ${problem ? 'text-red-800' : 'text-ink-900'}`}
      >
        {state.status === 'success' ? done : (problem ?? null)}
      </p>
    </form>
  );
}
