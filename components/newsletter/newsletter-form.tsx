'use client';

import {
  useActionState,
  useId,
  useState,
  useTransition,
  type FormEvent,
  type ReactNode,
} from 'react';
import { newsletterAction } from '@/lib/forms/actions';
import { idle } from '@/lib/forms/state';
import type { Locale } from '@/lib/routing';
import {
  FieldError,
  FormAlert,
  formAlert,
  Honeypot,
  SubmitButton,
} from '@/components/form-kit/fields';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';

// The schemas (and zod with them) load when the field is first focused, not with the page.
const loadSchemas = () => import('@/lib/forms/schemas');

export type NewsletterFormText = {
  email: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  honeypot: string;
  /** The keys it can show (newsletterErrorKeys), with newsletterFailed as `failed`. */
  errors: KeyedMessages;
};

/**
 * The newsletter sign-up: one e-mail field, a loading state, then "check your e-mail"
 * (docs/product.md#newsletter).
 * It sits in every page's footer, so it checks its one field with the shared schema directly
 * instead of loading react-hook-form (the contact and career forms use it), and loads that
 * schema on first focus: after the field is first left, then on every change, and on submit.
 * Without JavaScript the server action checks alone.
 */
export function NewsletterForm({
  locale,
  text,
  consentNotice,
  tone = 'light',
}: {
  locale: Locale;
  text: NewsletterFormText;
  consentNotice: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const id = useId();
  const [state, formAction, actionPending] = useActionState(newsletterAction, idle);
  const [submitting, startTransition] = useTransition();
  // The browser's verdict on the field once it has been left: a message key, or '' when valid.
  const [checked, setChecked] = useState<string | null>(null);
  const check = async (email: string) => {
    const { fieldErrors, newsletterSchema } = await loadSchemas();
    return (
      fieldErrors(newsletterSchema.safeParse({ email, locale }).error?.issues ?? []).email ?? ''
    );
  };
  const serverKey = state.status === 'error' ? state.fieldErrors.email : undefined;
  const errorKey = checked || (checked === null ? serverKey : undefined);
  const error = errorKey ? messageOf(text.errors, errorKey) : undefined;
  const pending = actionPending || submitting;
  const dark = tone === 'dark';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem('email') as HTMLInputElement;
    const data = new FormData(form);
    const problem = await check(input.value);
    if (problem) {
      setChecked(problem);
      input.focus();
      return;
    }
    // The server's answer speaks for the field until it is edited again.
    setChecked(null);
    startTransition(() => formAction(data));
  }
  if (state.status === 'success') {
    return (
      <div role="status" className={dark ? 'text-ink-100' : 'text-ink-900'}>
        <p className={`font-serif text-xl ${dark ? 'text-white' : 'text-ink-950'}`}>
          {text.successTitle}
        </p>
        <p className="mt-2 text-sm leading-relaxed">{text.successText}</p>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="relative space-y-3">
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" name="locale" value={locale} />
      <label
        htmlFor={`${id}-email`}
        className={`block text-sm font-semibold ${dark ? 'text-white' : 'text-ink-900'}`}
      >
        {text.email}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-notice`}
          name="email"
          defaultValue={state.status === 'error' ? state.values.email : ''}
          onFocus={() => void loadSchemas()}
          onBlur={async (event) => setChecked(await check(event.currentTarget.value))}
          onChange={async (event) => {
            if (checked !== null) setChecked(await check(event.currentTarget.value));
          }}
          className="block min-h-11 w-full min-w-0 flex-1 border border-ink-900/60 bg-white px-3 text-ink-950 placeholder:text-ink-600/70 focus:border-ink-900"
        />
        <SubmitButton
          pending={pending}
          label={text.submit}
          pendingLabel={text.submitting}
          tone={tone}
        />
      </div>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
      <p
        id={`${id}-notice`}
        className={`text-xs leading-relaxed ${dark ? 'text-ink-100 [&_a]:text-white' : 'text-muted'} [&_a]:underline [&_a]:underline-offset-2`}
      >
        {consentNotice}
      </p>
    </form>
  );
}
