'use client';

import { useActionState, useEffect, useId, useState, type ReactNode } from 'react';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';

const buttonClass =
  'min-h-11 border border-ink-900 px-3 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-70';

/**
 * One action on one account (change the role, resend the invitation, disable, enable): a button
 * that names the account to assistive technology, any field it takes before it (the role's
 * select), and the answer beside it in a live region ("the last admin cannot…"). A plain form
 * post without JavaScript. With `confirm`, the fields and the button wait behind a disclosure
 * (`<details>`) that asks the question first: nothing is posted until it is answered.
 */
export function UserActionButton({
  action,
  userId,
  label,
  accessibleLabel,
  done,
  linkLabel,
  confirm,
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
  /** When the answer carries a link to pass on (the site cannot send e-mail): its label. */
  linkLabel?: string;
  /** The disclosure's own button, and the question that names whom the action touches. */
  confirm?: { label: string; accessibleLabel: string; question: string };
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  /** Fields posted with the account's id (a select), shown before the button. */
  children?: ReactNode;
}) {
  const [state, submit, pending] = useActionState(action, idle);
  // The answer's words are those of the action that was posted: a disable that succeeds turns
  // this form into the enable form (same place in the row), whose own words would be false.
  const [answered, setAnswered] = useState(done);
  const questionId = useId();
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const problem = problemsOf(state, { locale, messages, fieldIds: { userId: '' } })[0]?.message;
  const link = state.status === 'success' ? state.values?.link : undefined;
  const button = (
    <button
      type="submit"
      disabled={pending}
      aria-label={accessibleLabel}
      aria-describedby={confirm ? questionId : undefined}
      className={buttonClass}
    >
      {label}
    </button>
  );
  const fields = children ? (
    <div
      className={
        confirm
          ? 'flex flex-col items-start gap-2'
          : 'flex flex-wrap items-end gap-2 md:flex-nowrap'
      }
    >
      {children}
      {button}
    </div>
  ) : (
    button
  );
  return (
    <form
      action={submit}
      onSubmit={() => setAnswered(done)}
      // A long address in an answer or a question breaks anywhere rather than widen a phone's row.
      className="flex flex-col items-start gap-1 [overflow-wrap:anywhere]"
    >
      <input type="hidden" name="userId" value={userId} />
      {confirm ? (
        // Open again after a refusal, so the question and its fields stay beside the answer.
        <details open={state.status === 'error' || undefined}>
          <summary
            className={`${buttonClass} inline-flex cursor-pointer list-none items-center [&::-webkit-details-marker]:hidden`}
          >
            <span aria-hidden="true">{confirm.label}</span>
            <span className="sr-only">{confirm.accessibleLabel}</span>
          </summary>
          <div className="mt-2 flex max-w-sm flex-col items-start gap-2 border-l-4 border-red-800 pl-3">
            <p id={questionId} className="text-sm text-ink-900">
              {confirm.question}
            </p>
            {fields}
          </div>
        </details>
      ) : (
        fields
      )}
      <p
        aria-live="polite"
        className={`text-sm empty:hidden ${problem ? 'text-red-800' : 'text-ink-900'}`}
      >
        {state.status === 'success' ? answered : (problem ?? null)}
      </p>
      {link && linkLabel ? (
        <label className="flex w-full max-w-sm flex-col gap-1 text-sm">
          <span className="font-semibold">{linkLabel}</span>
          <input
            readOnly
            value={link}
            className="min-h-11 border border-stone-line bg-white px-2 text-sm text-ink-900"
          />
        </label>
      ) : null}
    </form>
  );
}
