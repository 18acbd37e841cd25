'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { contactAction } from '@/lib/forms/actions';
import { contactTopics, limits } from '@/lib/forms/options';
import type { ContactInput } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/routing';
import { Field, FormAlert, formAlert, Honeypot, inputClass, SubmitButton } from './fields';
import { ConsentCheckbox } from './fields';
import { ErrorSummary, type SummaryError } from './error-summary';
import { SentPanel, useFormToasts } from './form-feedback';
import { useActionForm } from './use-action-form';

// zod and the schema load when the form is first used, not with the page (see useActionForm).
const loadContactSchema = () => import('@/lib/forms/schemas').then((m) => m.contactSchema);

export type ContactFormText = {
  requiredNote: string;
  honeypot: string;
  name: string;
  email: string;
  phone: string;
  optional: string;
  topic: string;
  topicNone: string;
  topics: Record<(typeof contactTopics)[number], string>;
  message: string;
  counter: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  sendAnother: string;
  /** The error summary's heading and the notice above the message field. */
  summaryTitle: string;
  consentField: string;
  conflictsNotice: string;
  errors: Record<string, string>;
};

/** The fields in the order they appear, as the error summary lists them. */
const summaryFields = ['name', 'email', 'phone', 'topic', 'message', 'consent'] as const;
type SummaryField = (typeof summaryFields)[number];

type ContactFormProps = { locale: Locale; text: ContactFormText; consentLabel: ReactNode };

/**
 * The contact form (docs/product.md#contact-form): name, e-mail, phone, topic, message with a live
 * counter, consent.
 */
export function ContactForm(props: ContactFormProps) {
  const [round, setRound] = useState(0);
  return <ContactFormRound key={round} {...props} onAgain={() => setRound((n) => n + 1)} />;
}

function ContactFormRound({
  locale,
  text,
  consentLabel,
  onAgain,
}: ContactFormProps & { onAgain: () => void }) {
  const id = useId();
  const summaryRef = useRef<HTMLDivElement>(null);
  // The problems of the last submit the browser refused. Fixed when it is made, as GOV.UK's
  // summary is: a list that shrank while the visitor typed would move every field below it.
  const [refused, setRefused] = useState<SummaryError[] | null>(null);
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending } =
    useActionForm<ContactInput>(
      loadContactSchema,
      contactAction,
      {
        name: '',
        email: '',
        phone: '',
        topic: '',
        message: '',
        consent: false as unknown as true,
        locale,
      },
      {
        // Read from the form's live state: this render's formState predates the check.
        onInvalid: () =>
          setRefused(
            summaryOf((name) => {
              const key = form.getFieldState(name).error?.message;
              return key ? (text.errors[key] ?? key) : undefined;
            }),
          ),
      },
    );
  const { register, watch } = form;
  const messageLength = (watch('message') ?? '').length;
  const error = (name: keyof ContactInput) => errorText(name, text.errors);
  // Each problem after its field's name: the message alone may not say which field it is.
  const fieldNames: Record<SummaryField, string> = {
    name: text.name,
    email: text.email,
    phone: text.phone,
    topic: text.topic,
    message: text.message,
    consent: text.consentField,
  };
  const summaryOf = (messageOf: (name: SummaryField) => string | undefined) =>
    summaryFields.flatMap((name) => {
      const message = messageOf(name);
      return message
        ? [{ fieldId: `${id}-${name}`, message: `${fieldNames[name]}: ${message}` }]
        : [];
    });
  // The server's refusal (without JavaScript, or a check only the server makes) until the next
  // submit; otherwise the browser's.
  const serverKeys = state.status === 'error' ? state.fieldErrors : {};
  const serverSummary = summaryOf((name) => {
    const key = serverKeys[name];
    return key ? (text.errors[key] ?? key) : undefined;
  });
  const summary = refused ?? (serverSummary.length > 0 ? serverSummary : null);

  useEffect(() => {
    if (summary) summaryRef.current?.focus();
    // Each refused submit makes a new list or a new state: focus moves to the summary then only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused, state]);

  useFormToasts(state, text);

  if (state.status === 'success') return <SentPanel text={text} onAgain={onAgain} />;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={(event) => {
        setRefused(null);
        return onSubmit(event);
      }}
      noValidate
      className="relative space-y-6"
    >
      <p className="text-sm text-muted">{text.requiredNote}</p>
      {summary ? (
        <ErrorSummary ref={summaryRef} title={text.summaryTitle} errors={summary} />
      ) : null}
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" {...register('locale')} defaultValue={values.locale} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={`${id}-name`} label={text.name} required error={error('name')}>
          {(aria) => (
            <input
              {...aria}
              {...register('name')}
              defaultValue={values.name}
              type="text"
              autoComplete="name"
              maxLength={limits.name + 20}
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-email`} label={text.email} required error={error('email')}>
          {(aria) => (
            <input
              {...aria}
              {...register('email')}
              defaultValue={values.email}
              type="email"
              autoComplete="email"
              inputMode="email"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={`${id}-phone`}
          label={text.phone}
          optionalLabel={text.optional}
          error={error('phone')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('phone')}
              defaultValue={values.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id={`${id}-topic`}
          label={text.topic}
          optionalLabel={text.optional}
          error={error('topic')}
        >
          {(aria) => (
            <select
              {...aria}
              {...register('topic')}
              defaultValue={values.topic}
              className={inputClass}
            >
              <option value="">{text.topicNone}</option>
              {contactTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {text.topics[topic]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <p
        id={`${id}-conflicts`}
        className="border-l-2 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm leading-relaxed text-ink-900"
      >
        {text.conflictsNotice}
      </p>
      <Field
        id={`${id}-message`}
        label={text.message}
        required
        error={error('message')}
        hint={text.counter
          .replace('{count}', String(messageLength))
          .replace('{max}', String(limits.message))}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...register('message')}
            defaultValue={values.message}
            rows={7}
            maxLength={limits.message}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <ConsentCheckbox
        id={`${id}-consent`}
        label={consentLabel}
        error={error('consent')}
        // Checked off at once, not on leaving the box: an error that went only on blur moved the
        // submit button up under the pointer between press and release, and the click was lost.
        register={register('consent', { onChange: () => void form.trigger('consent') })}
      />
      <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
    </form>
  );
}
