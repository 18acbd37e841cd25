'use client';

import type { ReactNode } from 'react';
import { careerAction } from '@/lib/forms/actions';
import { limits, practiceAreas } from '@/lib/forms/options';
import type { CareerInput } from '@/lib/forms/schemas';
import type { Locale } from '@/lib/routing';
import {
  emailAndPhoneSpecs,
  type FieldSpec,
  type SummarizedFormText,
} from '@/components/form-kit/form-spec';
import { SummarizedForm } from '@/components/form-kit/summarized-form';
import { ResumeField } from './resume-field';

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
  const { text } = props;
  const columns: FieldSpec<CareerInput>[] = [
    { name: 'firstName', required: true, input: { autoComplete: 'given-name' } },
    { name: 'lastName', required: true, input: { autoComplete: 'family-name' } },
    ...emailAndPhoneSpecs<CareerInput>(),
    {
      name: 'profession',
      required: true,
      input: { autoComplete: 'organization-title' },
    },
    {
      kind: 'select',
      name: 'practiceArea',
      required: true,
      none: text.practiceAreaNone,
      options: practiceAreas,
      optionLabels: text.practiceAreas,
    },
  ];
  const rows: FieldSpec<CareerInput>[] = [
    {
      name: 'linkedinProfile',
      input: { type: 'url', inputMode: 'url', placeholder: 'https://www.linkedin.com/in/' },
    },
    { kind: 'textarea', name: 'message', rows: 6, maxLength: limits.message },
    {
      kind: 'custom',
      name: 'resume',
      render: ({ id, form, error }) => (
        <ResumeField
          id={`${id}-resume`}
          label={text.resume}
          hint={text.resumeHint}
          error={error('resume')}
          control={form.control}
        />
      ),
    },
  ];
  const form = { ...props, columns, rows, loadSchema: loadCareerSchema, action: careerAction };
  return <SummarizedForm {...form} multipart />;
}
