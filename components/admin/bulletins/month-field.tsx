'use client';

import type { UseFormReturn } from 'react-hook-form';
import { fieldId } from '@/components/admin/editor-frame/field-id';
import { Field, inputClass } from '@/components/form-kit/fields';
import type { BulletinTranslator } from './texts';

/** The bulletin's month (one bulletin each), YYYY-MM. */
export function MonthField(props: {
  form: UseFormReturn<Record<string, string>>;
  tb: BulletinTranslator;
  values: Record<string, string>;
  error?: string;
}) {
  const { form, tb, values, error } = props;
  return (
    <Field
      id={fieldId('issueMonth')}
      label={tb('month')}
      required
      hint={tb('monthHint')}
      error={error}
    >
      {(aria) => (
        <input
          {...aria}
          {...form.register('issueMonth')}
          type="month"
          placeholder="2026-11"
          defaultValue={values.issueMonth}
          className={inputClass}
        />
      )}
    </Field>
  );
}
