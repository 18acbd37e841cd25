'use client';

import { useId, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { careerAction } from '@/lib/forms/actions';
import { limits, practiceAreas } from '@/lib/forms/options';
import type { CareerInput } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/routing';
import { Field, FormAlert, formAlert, Honeypot, inputClass, SubmitButton } from './fields';
import { ConsentCheckbox } from './fields';
import { SentPanel, useFormToasts } from './form-feedback';
import { useActionForm } from './use-action-form';

// zod and the schema load when the form is first used, not with the page (see useActionForm).
const loadCareerSchema = () => import('@/lib/forms/schemas').then((m) => m.careerSchema);

export type CareerFormText = {
  requiredNote: string;
  honeypot: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  optional: string;
  profession: string;
  practiceArea: string;
  practiceAreaNone: string;
  practiceAreas: Record<(typeof practiceAreas)[number], string>;
  linkedinProfile: string;
  message: string;
  resume: string;
  resumeHint: string;
  submit: string;
  submitting: string;
  successTitle: string;
  successText: string;
  sendAnother: string;
  errors: Record<string, string>;
};

type CareerFormProps = { locale: Locale; text: CareerFormText; consentLabel: ReactNode };

/**
 * The career application (docs/product.md#career-application): personal data, area of interest,
 * LinkedIn, letter, CV, consent.
 */
export function CareerForm(props: CareerFormProps) {
  const [round, setRound] = useState(0);
  return <CareerFormRound key={round} {...props} onAgain={() => setRound((n) => n + 1)} />;
}

function CareerFormRound({
  locale,
  text,
  consentLabel,
  onAgain,
}: CareerFormProps & { onAgain: () => void }) {
  const id = useId();
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending } =
    useActionForm<CareerInput>(loadCareerSchema, careerAction, {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      profession: '',
      practiceArea: '' as CareerInput['practiceArea'],
      linkedinProfile: '',
      message: '',
      consent: false as unknown as true,
      locale,
    });
  const { register, control } = form;
  const error = (name: keyof CareerInput) => errorText(name, text.errors);

  useFormToasts(state, text);

  if (state.status === 'success') return <SentPanel text={text} onAgain={onAgain} />;

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      encType="multipart/form-data"
      className="relative space-y-6"
    >
      <p className="text-sm text-muted">{text.requiredNote}</p>
      <FormAlert message={formAlert(state, text.errors)} />
      <Honeypot label={text.honeypot} />
      <input type="hidden" {...register('locale')} defaultValue={values.locale} />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={`${id}-first`} label={text.firstName} required error={error('firstName')}>
          {(aria) => (
            <input
              {...aria}
              {...register('firstName')}
              defaultValue={values.firstName}
              type="text"
              autoComplete="given-name"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-last`} label={text.lastName} required error={error('lastName')}>
          {(aria) => (
            <input
              {...aria}
              {...register('lastName')}
              defaultValue={values.lastName}
              type="text"
              autoComplete="family-name"
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
        <Field id={`${id}-profession`} label={text.profession} required error={error('profession')}>
          {(aria) => (
            <input
              {...aria}
              {...register('profession')}
              defaultValue={values.profession}
              type="text"
              autoComplete="organization-title"
              className={inputClass}
            />
          )}
        </Field>
        <Field id={`${id}-area`} label={text.practiceArea} required error={error('practiceArea')}>
          {(aria) => (
            <select
              {...aria}
              {...register('practiceArea')}
              defaultValue={values.practiceArea}
              className={inputClass}
            >
              <option value="">{text.practiceAreaNone}</option>
              {practiceAreas.map((area) => (
                <option key={area} value={area}>
                  {text.practiceAreas[area]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field
        id={`${id}-linkedin`}
        label={text.linkedinProfile}
        optionalLabel={text.optional}
        error={error('linkedinProfile')}
      >
        {(aria) => (
          <input
            {...aria}
            {...register('linkedinProfile')}
            defaultValue={values.linkedinProfile}
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/in/"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={`${id}-message`}
        label={text.message}
        optionalLabel={text.optional}
        error={error('message')}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...register('message')}
            defaultValue={values.message}
            rows={6}
            maxLength={limits.message}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <Field
        id={`${id}-resume`}
        label={text.resume}
        required
        hint={text.resumeHint}
        error={error('resume')}
      >
        {(aria) => (
          <Controller
            control={control}
            name="resume"
            render={({ field }) => (
              <input
                {...aria}
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0])}
                type="file"
                accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                className={`${inputClass} py-2 file:mr-4 file:border-0 file:bg-ink-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-ink-900`}
              />
            )}
          />
        )}
      </Field>
      <ConsentCheckbox
        id={`${id}-consent`}
        label={consentLabel}
        error={error('consent')}
        register={register('consent')}
      />
      <SubmitButton pending={pending} label={text.submit} pendingLabel={text.submitting} />
    </form>
  );
}
