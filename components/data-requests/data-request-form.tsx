'use client';

import type { ReactNode } from 'react';
import { dataRequestAction } from '@/lib/data-requests/actions';
import { requestKinds, requestLimits } from '@/lib/data-requests/options';
import type { DataRequestInput } from '@/lib/data-requests/schema';
import { formatMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';
import type { FieldSpec, SummarizedFormText } from '@/components/form-kit/form-spec';
import { SummarizedForm } from '@/components/form-kit/summarized-form';

// zod and the schema load when the form is first used, not with the page (see useActionForm).
const loadSchema = () => import('@/lib/data-requests/schema').then((m) => m.dataRequestSchema);

type DataRequestFormText = SummarizedFormText & {
  kind: string;
  kindNone: string;
  kinds: Record<(typeof requestKinds)[number], string>;
  name: string;
  idNumber: string;
  description: string;
  counter: string;
};

type Props = { locale: Locale; text: DataRequestFormText; consentLabel: ReactNode };

/** A data subject's request: its type, name, e-mail, an optional ID number, the description, consent. */
export function DataRequestForm(props: Props) {
  const { locale, text } = props;
  const columns: FieldSpec<DataRequestInput>[] = [
    {
      kind: 'select',
      name: 'kind',
      required: true,
      none: text.kindNone,
      options: requestKinds,
      optionLabels: text.kinds,
    },
    {
      name: 'name',
      required: true,
      input: { autoComplete: 'name', maxLength: requestLimits.name + 20 },
    },
    {
      name: 'email',
      required: true,
      input: { type: 'email', autoComplete: 'email', inputMode: 'email' },
    },
    { name: 'idNumber', input: { maxLength: requestLimits.idNumber + 10 } },
  ];
  const rows: FieldSpec<DataRequestInput>[] = [
    {
      kind: 'textarea',
      name: 'description',
      required: true,
      rows: 7,
      maxLength: requestLimits.description,
      hint: ({ form }) =>
        formatMessage(locale, text.counter, {
          count: (form.watch('description') ?? '').length,
          max: requestLimits.description,
        }),
    },
  ];
  const form = { ...props, columns, rows, loadSchema, action: dataRequestAction };
  return <SummarizedForm {...form} checkConsentAtOnce />;
}
