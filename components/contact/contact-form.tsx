'use client';

import { useId, useState, type ReactNode } from 'react';
import { contactAction } from '@/lib/forms/actions';
import { contactTopics, limits } from '@/lib/forms/options';
import type { ContactInput } from '@/lib/forms/schemas';
import { formatMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import { ConsentCheckbox, Field, inputClass, SubmitButton } from '@/components/form-kit/fields';
import { SentPanel } from '@/components/form-kit/form-feedback';
import {
  EmailField,
  FormOpening,
  PhoneField,
  type SummarizedFormText,
} from '@/components/form-kit/form-parts';
import { useSummarizedForm } from '@/components/form-kit/use-error-summary';

// zod and the schema load when the form is first used, not with the page (see useActionForm).
const loadContactSchema = () => import('@/lib/forms/schemas').then((m) => m.contactSchema);

type ContactFormText = SummarizedFormText & {
  name: string;
  topic: string;
  topicNone: string;
  topics: Record<(typeof contactTopics)[number], string>;
  counter: string;
  /** The notice above the message field. */
  conflictsNotice: string;
};

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
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending, summary } =
    useSummarizedForm<ContactInput>(
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
      // The fields in the order they appear, as the error summary lists them.
      {
        id,
        fields: [
          ['name', text.name],
          ['email', text.email],
          ['phone', text.phone],
          ['topic', text.topic],
          ['message', text.message],
          ['consent', text.consentField],
        ],
      },
      text,
    );
  const { register, watch } = form;
  const messageLength = (watch('message') ?? '').length;
  const error = (name: keyof ContactInput) => errorText(name, text.errors);

  if (state.status === 'success') return <SentPanel text={text} onAgain={onAgain} />;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="relative space-y-6"
    >
      <FormOpening
        text={text}
        summary={summary.errors}
        summaryRef={summary.ref}
        state={state}
        locale={{ registration: register('locale'), value: values.locale }}
      />
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
        <EmailField
          id={`${id}-email`}
          label={text.email}
          error={error('email')}
          registration={register('email')}
          defaultValue={values.email}
        />
        <PhoneField
          id={`${id}-phone`}
          label={text.phone}
          optionalLabel={text.optional}
          error={error('phone')}
          registration={register('phone')}
          defaultValue={values.phone}
        />
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
        hint={formatMessage(locale, text.counter, { count: messageLength, max: limits.message })}
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
