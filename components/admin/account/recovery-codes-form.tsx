'use client';

import { useActionState } from 'react';
import { Field, SubmitButton, inputClass } from '@/components/form-kit/fields';
import { FormProblems } from '@/components/form-kit/form-problems';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { idle, type FormState } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';
import { RecoveryCodeList } from './recovery-code-list';

/** New recovery codes, with a current code from the app; the new ones are shown once. */
export function RecoveryCodesForm(props: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  factorId: string;
  locale: Locale;
  messages: FormMessages;
  texts: {
    intro: string;
    code: string;
    submit: string;
    pending: string;
    problems: string;
    title: string;
    shown: string;
  };
}) {
  const { action, factorId, locale, messages, texts } = props;
  const [state, submit, pending] = useActionState(action, idle);
  const codes = state.status === 'success' ? state.values?.recoveryCodes : undefined;
  if (codes) return <RecoveryCodeList codes={codes} title={texts.title} note={texts.shown} />;
  const problems = problemsOf(state, { locale, messages, fieldIds: { code: 'regenerate-code' } });
  return (
    <form action={submit} noValidate className="space-y-4">
      <p className="text-sm text-muted">{texts.intro}</p>
      {problems.length > 0 ? <FormProblems title={texts.problems} problems={problems} /> : null}
      <input type="hidden" name="factorId" value={factorId} />
      <Field id="regenerate-code" label={texts.code} required>
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
      <SubmitButton pending={pending} label={texts.submit} pendingLabel={texts.pending} />
    </form>
  );
}
