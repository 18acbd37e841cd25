'use client';

import { useActionState, useEffect, type ReactNode } from 'react';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';

/**
 * One action on one account (change the role, disable, enable): a button that names the account
 * to assistive technology, any field it takes before it (the role's select), and the answer
 * beside it in a live region ("the last admin cannot…"). A plain form post without JavaScript.
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
  children,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  userId: string;
  label: string;
  accessibleLabel: string;
  done: string;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  /** Fields posted with the account's id (a select), shown before the button. */
  children?: ReactNode;
}) {
  const [state, submit, pending] = useActionState(action, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem = problemsOf(state, { locale, messages, fieldIds: { userId: '' } })[0]?.message;
  const button = (
    <button
      type="submit"
      disabled={pending}
      aria-label={accessibleLabel}
      className="min-h-11 border border-ink-900 px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-70"
    >
      {label}
    </button>
  );
  return (
    <form action={submit} className="flex flex-col items-start gap-1">
      <input type="hidden" name="userId" value={userId} />
      {children ? (
        <div className="flex flex-wrap items-end gap-2 md:flex-nowrap">
          {children}
          {button}
        </div>
      ) : (
        button
      )}
      <p
        aria-live="polite"
        className={`text-sm empty:hidden ${problem ? 'text-red-800' : 'text-ink-900'}`}
      >
        {state.status === 'success' ? done : (problem ?? null)}
      </p>
    </form>
  );
}
