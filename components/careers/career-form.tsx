'use client';

import { useId, useState, type ReactNode } from 'react';
import { careerAction } from '@/lib/forms/actions';
import { limits, practiceAreas } from '@/lib/forms/options';
import type { CareerInput } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/routing';
import { ConsentCheckbox, Field, inputClass, SubmitButton } from '@/components/form-kit/fields';
import { SentPanel } from '@/components/form-kit/form-feedback';
import {
  EmailField,
  FormOpening,
  PhoneField,
  type SummarizedFormText,
} from '@/components/form-kit/form-parts';
import { ResumeField } from './resume-field';
import { useSummarizedForm } from '@/components/form-kit/use-error-summary';

// zod and the schema load when the form is first used, not with the page (see useActionForm).
const loadCareerSchema = () => import('@/lib/forms/schemas').then((m) => m.careerSchema);

type CareerFormText = SummarizedFormText & {
  firstName: string;
  lastName: string;
  profession: string;
  practiceArea: string;
  practiceAreaNone: string;
  practiceAreas: Record<(typeof practiceAreas)[number], string>;
  linkedinProfile: string;
  resume: string;
  resumeHint: string;
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
  const { state, form, formRef, formAction, onSubmit, errorText, values, pending, summary } =
    useSummarizedForm<CareerInput>(
      loadCareerSchema,
      careerAction,
      {
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
      },
      // The fields in the order they appear, as the error summary lists them.
      {
        id,
        fields: [
          ['firstName', text.firstName],
          ['lastName', text.lastName],
          ['email', text.email],
          ['phone', text.phone],
          ['profession', text.profession],
          ['practiceArea', text.practiceArea],
          ['linkedinProfile', text.linkedinProfile],
          ['message', text.message],
          ['resume', text.resume],
          ['consent', text.consentField],
        ],
      },
      text,
    );
  const { register, control } = form;
  const error = (name: keyof CareerInput) => errorText(name, text.errors);

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
      <FormOpening
        text={text}
        summary={summary.errors}
        summaryRef={summary.ref}
        state={state}
        locale={{ registration: register('locale'), value: values.locale }}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id={`${id}-firstName`} label={text.firstName} required error={error('firstName')}>
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
        <Field id={`${id}-lastName`} label={text.lastName} required error={error('lastName')}>
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
        <Field
          id={`${id}-practiceArea`}
          label={text.practiceArea}
          required
          error={error('practiceArea')}
        >
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
        id={`${id}-linkedinProfile`}
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
      <ResumeField
        id={`${id}-resume`}
        label={text.resume}
        hint={text.resumeHint}
        error={error('resume')}
        control={control}
      />
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
