'use client';

import { useId, type ReactNode } from 'react';
import { newsletterAction } from '@/lib/forms/actions';
import { newsletterSchema, type NewsletterInput } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/routing';
import { FieldError, FormAlert, formAlert, Honeypot, SubmitButton } from './fields';
import { useActionForm } from './use-action-form';

export type NewsletterFormText = {
  email: string;
  placeholder: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  honeypot: string;
  errors: Record<string, string>;
};

/** The newsletter sign-up: one e-mail field, a loading state, then "check your e-mail" (SPEC §4). */
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
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending } =
    useActionForm<NewsletterInput>(newsletterSchema, newsletterAction, { email: '', locale });
  const error = errorText('email', text.errors);
  const dark = tone === 'dark';

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
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-3"
    >
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" {...form.register('locale')} defaultValue={values.locale} />
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
          {...form.register('email')}
          defaultValue={values.email}
          className="block min-h-11 w-full min-w-0 flex-1 border border-ink-900/30 bg-white px-3 text-ink-950 placeholder:text-ink-600/70 focus:border-ink-900"
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
