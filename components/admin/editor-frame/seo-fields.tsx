'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field, inputClass } from '@/components/form-kit/fields';
import type { TextField } from '@/lib/admin/editor/types';
import type { Locale } from '@/lib/routing';
import { fieldId } from './field-id';
import type { EditorTranslator } from './texts';

/** One language's SEO title and description, where the kind has them, each with its count. */
export function SeoFields(props: {
  fields: readonly TextField[];
  name: (field: TextField) => string;
  language: Locale;
  form: UseFormReturn<Record<string, string>>;
  t: EditorTranslator;
  values: Record<string, string>;
  errorOf: (name: string) => string | undefined;
  counter: (field: 'seoTitle' | 'seoDescription') => string;
}) {
  const { fields, name, language, form, t, values, errorOf, counter } = props;
  return (
    <>
      {fields.includes('seoTitle') ? (
        <Field
          id={fieldId(name('seoTitle'))}
          label={t('fields.seoTitle')}
          optionalLabel={t('fields.optional')}
          hint={`${t('fields.seoTitleHint')} ${counter('seoTitle')}`}
          error={errorOf(name('seoTitle'))}
        >
          {(aria) => (
            <input
              {...aria}
              {...form.register(name('seoTitle'))}
              lang={language}
              defaultValue={values[name('seoTitle')]}
              type="text"
              className={inputClass}
            />
          )}
        </Field>
      ) : null}
      {fields.includes('seoDescription') ? (
        <Field
          id={fieldId(name('seoDescription'))}
          label={t('fields.seoDescription')}
          optionalLabel={t('fields.optional')}
          hint={`${t('fields.seoDescriptionHint')} ${counter('seoDescription')}`}
          error={errorOf(name('seoDescription'))}
        >
          {(aria) => (
            <textarea
              {...aria}
              {...form.register(name('seoDescription'))}
              lang={language}
              defaultValue={values[name('seoDescription')]}
              rows={3}
              className={`${inputClass} resize-y`}
            />
          )}
        </Field>
      ) : null}
    </>
  );
}
