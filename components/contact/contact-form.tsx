'use client';

import type { ReactNode } from 'react';
import { contactAction } from '@/lib/forms/actions';
import { contactTopics, limits } from '@/lib/forms/options';
import type { ContactInput } from '@/lib/forms/schemas';
import { formatMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import {
  emailAndPhoneSpecs,
  type FieldSpec,
  type SummarizedFormText,
} from '@/components/form-kit/form-spec';
import { SummarizedForm } from '@/components/form-kit/summarized-form';

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
  const { locale, text } = props;
  const columns: FieldSpec<ContactInput>[] = [
    {
      name: 'name',
      required: true,
      input: { autoComplete: 'name', maxLength: limits.name + 20 },
    },
    ...emailAndPhoneSpecs<ContactInput>(),
    {
      kind: 'select',
      name: 'topic',
      none: text.topicNone,
      options: contactTopics,
      optionLabels: text.topics,
    },
  ];
  const rows: FieldSpec<ContactInput>[] = [
    {
      kind: 'custom',
      render: ({ id }) => (
        <p
          id={`${id}-conflicts`}
          className="border-l-2 border-brass-500 bg-brass-100/60 px-4 py-3 text-sm leading-relaxed text-ink-900"
        >
          {text.conflictsNotice}
        </p>
      ),
    },
    {
      kind: 'textarea',
      name: 'message',
      required: true,
      rows: 7,
      maxLength: limits.message,
      hint: ({ form }) =>
        formatMessage(locale, text.counter, {
          count: (form.watch('message') ?? '').length,
          max: limits.message,
        }),
    },
  ];
  const form = { ...props, columns, rows, loadSchema: loadContactSchema, action: contactAction };
  return <SummarizedForm {...form} checkConsentAtOnce />;
}
