'use client';

import { useActionState, useEffect, useRef } from 'react';
import { Field, SubmitButton, inputClass } from '@/components/form-kit/fields';
import { FormProblems } from '@/components/form-kit/form-problems';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';
import { RecoveryCodeList } from './recovery-code-list';

type Texts = {
  start: string;
  starting: string;
  scan: string;
  qrLabel: string;
  manual: string;
  code: string;
  codeHint: string;
  confirm: string;
  confirming: string;
  problems: string;
  recoveryTitle: string;
  recoveryShown: string;
  continue: string;
};

/**
 * Enrolling an authenticator app, in two posts to one action: the first starts it and answers the
 * QR code (an SVG the server made) and the secret in text; the second confirms it with a first
 * code. Without JavaScript each post renders the page again with the action's answer.
 */
export function EnrollFactorForm(props: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  /** Where "continue" leads once the recovery codes were shown. */
  doneHref: string;
  /** The account has a verified factor: nothing to show unless it was confirmed just now. */
  enrolled: boolean;
  texts: Texts;
}) {
  const { action, locale, messages, texts, loginHref } = props;
  const [state, submit, pending] = useActionState(action, idle);
  const problemsRef = useRef<HTMLDivElement>(null);
  const values = state.status === 'idle' ? {} : (state.values ?? {});
  const problems = problemsOf(state, { locale, messages, fieldIds: { code: 'enroll-code' } });

  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
    else if (state.status === 'error') problemsRef.current?.focus();
  }, [state, loginHref]);

  const problemList =
    problems.length > 0 ? (
      <FormProblems ref={problemsRef} title={texts.problems} problems={problems} />
    ) : null;

  if (values.recoveryCodes)
    return (
      // Set apart from the removal form the refreshed page shows under it.
      <div className="mb-8 space-y-6 border-b border-stone-line pb-8">
        <RecoveryCodeList
          codes={values.recoveryCodes}
          title={texts.recoveryTitle}
          note={texts.recoveryShown}
        />
        <a
          href={props.doneHref}
          className="inline-flex min-h-11 items-center bg-ink-950 px-5 py-2 font-semibold text-white"
        >
          {texts.continue}
        </a>
      </div>
    );
  if (props.enrolled) return null;
  if (!values.factorId)
    return (
      <form action={submit} className="space-y-6">
        {problemList}
        <SubmitButton pending={pending} label={texts.start} pendingLabel={texts.starting} />
      </form>
    );
  return (
    <form action={submit} noValidate className="space-y-6">
      {problemList}
      <input type="hidden" name="factorId" value={values.factorId} />
      <input type="hidden" name="secret" value={values.secret ?? ''} />
      <p>{texts.scan}</p>
      {values.qr ? (
        <div
          role="img"
          aria-label={texts.qrLabel}
          className="h-56 w-56 border border-stone-line bg-white p-2"
          // Made on the server by the qrcode library from the enrollment's own URI.
          dangerouslySetInnerHTML={{ __html: values.qr }}
        />
      ) : null}
      {values.secret ? (
        <div>
          <p className="text-sm font-semibold text-ink-900">{texts.manual}</p>
          <p
            data-totp-secret
            className="mt-1 font-mono text-lg tracking-wider break-all text-ink-950"
          >
            {values.secret.match(/.{1,4}/g)?.join(' ')}
          </p>
        </div>
      ) : null}
      <Field
        key={`code-${state.status}`}
        id="enroll-code"
        label={texts.code}
        required
        hint={texts.codeHint}
        error={
          state.status === 'error' && state.fieldErrors.code
            ? problems.find((problem) => problem.fieldId === 'enroll-code')?.message
            : undefined
        }
      >
        {(aria) => (
          <input
            {...aria}
            name="code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            className={inputClass}
          />
        )}
      </Field>
      <SubmitButton pending={pending} label={texts.confirm} pendingLabel={texts.confirming} />
    </form>
  );
}
