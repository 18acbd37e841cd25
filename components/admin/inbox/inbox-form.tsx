'use client';

import { useActionState, useEffect, type ReactNode } from 'react';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';

type Props = {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** The form's name, for its problem's id. */
  name: string;
  hidden: Record<string, string>;
  submit: string;
  pending: string;
  buttonClass: string;
  /** Every problem key as words. */
  errors: Record<string, string>;
  loginHref: string;
  children?: ReactNode;
};

/**
 * One of an inbox item's forms (status, assignment, note, spam): posts its action, which opens
 * the item again when it went through. Without JavaScript it posts as a plain form; a refusal
 * shows under the button.
 */
export function InboxForm({
  action,
  name,
  hidden,
  submit,
  pending,
  buttonClass,
  errors,
  loginHref,
  children,
}: Props) {
  const [state, send, sending] = useActionState(action, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem =
    state.status === 'error'
      ? messageOf(errors, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
      : null;
  const problemId = `inbox-${name}-problem`;
  return (
    <form action={send} className="space-y-3" aria-describedby={problem ? problemId : undefined}>
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {children}
      <button type="submit" disabled={sending} className={buttonClass}>
        {sending ? pending : submit}
      </button>
      <p id={problemId} role="alert" className="text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
