'use client';

import type { UseFormReturn } from 'react-hook-form';
import { suggestSlug } from '@/lib/admin/suggest-slug';
import { Field, FieldError, inputClass } from '@/components/form-kit/fields';
import { RichTextEditor } from '@/components/admin/editor/rich-text-editor';
import { entryLimits, fieldName, type EntryFormValues } from '@/lib/admin/entries/schema';
import type { Locale } from '@/lib/routing';
import type { EditorTexts, EditorTranslator } from './texts';

type Props = {
  /** The language of the texts these fields hold. */
  language: Locale;
  form: UseFormReturn<EntryFormValues>;
  t: EditorTranslator;
  texts: EditorTexts;
  /** What the inputs show first (also in the server HTML). */
  values: EntryFormValues;
  /** A field's problem in the admin's words, if any. */
  errorOf: (name: keyof EntryFormValues) => string | undefined;
  /** Whether the slug was edited by hand: then the title no longer suggests it. */
  slugEdited: boolean;
  onSlugEdited: (edited: boolean) => void;
};

export const fieldId = (name: string) => `entry-${name}`;

/** One language's texts: title, slug, summary, body and the SEO title and description. */
export function LanguageFields({
  language,
  form,
  t,
  texts,
  values,
  errorOf,
  slugEdited,
  onSlugEdited,
}: Props) {
  const { register, setValue, watch } = form;
  const name = (field: Parameters<typeof fieldName>[0]) => fieldName(field, language);
  const counter = (field: 'summary' | 'seoTitle' | 'seoDescription') =>
    t('fields.counter', {
      count: (watch(name(field)) ?? '').length,
      max: entryLimits[field],
    });
  const required = language === 'es';
  const optional = required ? undefined : t('fields.optional');
  const title = register(name('title'), {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited)
        setValue(name('slug'), suggestSlug(event.target.value), { shouldDirty: true });
    },
  });
  const slug = register(name('slug'), {
    onChange: (event: { target: { value: string } }) => onSlugEdited(event.target.value !== ''),
  });
  const body = name('body');
  const bodyError = errorOf(body);

  return (
    <fieldset className="min-w-0 space-y-6 border border-stone-line bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-2xl text-ink-950">
        {t(`languages.${language}`)}
      </legend>
      {language === 'en' ? <p className="text-sm text-muted">{t('englishHint')}</p> : null}
      <Field
        id={fieldId(name('title'))}
        label={t('fields.title')}
        required={required}
        optionalLabel={optional}
        error={errorOf(name('title'))}
      >
        {(aria) => (
          <input
            {...aria}
            {...title}
            lang={language}
            defaultValue={values[name('title')]}
            type="text"
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={fieldId(name('slug'))}
        label={t('fields.slug')}
        required={required}
        optionalLabel={optional}
        hint={t('fields.slugHint')}
        error={errorOf(name('slug'))}
      >
        {(aria) => (
          <input
            {...aria}
            {...slug}
            defaultValue={values[name('slug')]}
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={entryLimits.slug + 20}
            className={`${inputClass} font-mono text-sm`}
          />
        )}
      </Field>
      <Field
        id={fieldId(name('summary'))}
        label={t('fields.summary')}
        required={required}
        optionalLabel={optional}
        hint={counter('summary')}
        error={errorOf(name('summary'))}
      >
        {(aria) => (
          <textarea
            {...aria}
            {...register(name('summary'))}
            lang={language}
            defaultValue={values[name('summary')]}
            rows={3}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <div>
        <p id={`${fieldId(body)}-label`} className="mb-2 block text-sm font-semibold text-ink-900">
          {t('fields.body')}
        </p>
        {/* Controlled: React would reset a hidden input to its defaultValue on every render. */}
        <input type="hidden" {...register(body)} value={watch(body) ?? ''} />
        <div lang={language}>
          <RichTextEditor
            id={fieldId(body)}
            labelId={`${fieldId(body)}-label`}
            describedBy={bodyError ? `${fieldId(body)}-error` : undefined}
            invalid={Boolean(bodyError)}
            value={watch(body) ?? ''}
            onChange={(html) => setValue(body, html, { shouldDirty: true })}
            texts={{
              ...texts.editor.toolbar,
              label: t('toolbar.label', { language: t(`languageNames.${language}`) }),
            }}
          />
        </div>
        <FieldError id={bodyError ? `${fieldId(body)}-error` : undefined} message={bodyError} />
      </div>
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
            {...register(name('seoTitle'))}
            lang={language}
            defaultValue={values[name('seoTitle')]}
            type="text"
            className={inputClass}
          />
        )}
      </Field>
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
            {...register(name('seoDescription'))}
            lang={language}
            defaultValue={values[name('seoDescription')]}
            rows={3}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
    </fieldset>
  );
}
