'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field, inputClass } from '@/components/form-kit/fields';
import { normalizeSlug, suggestSlug } from '@/lib/admin/editor/suggest-slug';
import type { TextField } from '@/lib/admin/editor/types';
import type { Locale } from '@/lib/routing';
import { BodyField } from './body-field';
import { fieldId } from './field-id';
import { SeoFields } from './seo-fields';
import type { EditorTexts, EditorTranslator } from './texts';

type Props = {
  /** The language of the texts these fields hold. */
  language: Locale;
  /** The kind's texts: title, slug and summary always, the rest where the kind has them. */
  fields: readonly TextField[];
  /** The longest each text may be (the database's limits). */
  limits: Record<'title' | 'slug' | 'summary', number> & Partial<Record<TextField, number>>;
  form: UseFormReturn<Record<string, string>>;
  t: EditorTranslator;
  texts: EditorTexts;
  /** What the inputs show first (also in the server HTML). */
  values: Record<string, string>;
  /** A field's problem in the admin's words, if any. */
  errorOf: (name: string) => string | undefined;
  /** Whether the slug was edited by hand: then the title no longer suggests it. */
  slugEdited: boolean;
  onSlugEdited: (edited: boolean) => void;
};

const suffix = { es: 'Es', en: 'En' } as const satisfies Record<Locale, string>;

/**
 * One language's texts, as a fieldset (the two side by side from a wide screen): title, slug
 * (suggested from the title until edited by hand), summary, and where the kind has them the body
 * and the SEO title and description. Spanish is required; English all or nothing.
 */
export function LanguageFields({
  language,
  fields,
  limits,
  form,
  t,
  texts,
  values,
  errorOf,
  slugEdited,
  onSlugEdited,
}: Props) {
  const { register, setValue, watch } = form;
  const name = (field: TextField) => `${field}${suffix[language]}`;
  const has = (field: TextField) => fields.includes(field);
  const counter = (field: 'summary' | 'seoTitle' | 'seoDescription') =>
    t('fields.counter', {
      count: (watch(name(field)) ?? '').length,
      max: limits[field] ?? 0,
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
  // The slug is normalised as it is typed, its caret kept after what was typed; a trailing
  // hyphen waits for the next word and goes on leaving the field.
  const normalizeSlugField = (input: HTMLInputElement, typing: boolean) => {
    const caret = input.selectionStart ?? input.value.length;
    const before = normalizeSlug(input.value.slice(0, caret), { typing: true }).length;
    const value = normalizeSlug(input.value, { typing });
    if (value === input.value) return;
    input.value = value;
    if (typing) input.setSelectionRange(before, before);
    setValue(name('slug'), value, { shouldDirty: true });
  };

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
            onChange={(event) => {
              // Mid-composition (an accent being typed) the text is not final: wait for its end.
              if (!(event.nativeEvent as InputEvent).isComposing)
                normalizeSlugField(event.target, true);
              return slug.onChange(event);
            }}
            onCompositionEnd={(event) => normalizeSlugField(event.currentTarget, true)}
            onBlur={(event) => {
              normalizeSlugField(event.target, false);
              return slug.onBlur(event);
            }}
            defaultValue={values[name('slug')]}
            type="text"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={limits.slug + 20}
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
      {has('body') ? (
        <BodyField
          name={name('body')}
          language={language}
          form={form}
          t={t}
          texts={texts}
          error={errorOf(name('body'))}
        />
      ) : null}
      <SeoFields
        fields={fields}
        name={name}
        language={language}
        form={form}
        t={t}
        values={values}
        errorOf={errorOf}
        counter={counter}
      />
    </fieldset>
  );
}
