'use client';

import { Field, inputClass } from '@/components/form-kit/fields';
import { bulletinLimits } from '@/lib/admin/bulletin-schema';
import type { Locale } from '@/lib/routing';
import type { Translate } from './translator';

type Suffix = 'Es' | 'En';

/**
 * One language's title, slug and summary. The slug follows the title (suggested) until the admin
 * edits it by hand; Spanish is required, English all or nothing.
 */
export function BulletinTexts(props: {
  language: Locale;
  t: Translate;
  values: Record<string, string>;
  errors: Record<string, string | undefined>;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
  onSummary: (summary: string) => void;
}) {
  const { language, t, values, errors } = props;
  const suffix: Suffix = language === 'es' ? 'Es' : 'En';
  const required = language === 'es';
  const id = (name: string) => `bulletin-${name}${suffix}`;
  return (
    <fieldset
      lang={language}
      className="min-w-0 space-y-5 border border-stone-edge bg-white p-4 sm:p-6"
    >
      <legend className="px-1 font-serif text-2xl">{t(required ? 'spanish' : 'english')}</legend>
      {required ? null : <p className="text-sm text-muted">{t('englishHint')}</p>}
      <Field
        id={id('title')}
        label={t('title')}
        required={required}
        error={errors[`title${suffix}`]}
      >
        {(aria) => (
          <input
            {...aria}
            name={`title${suffix}`}
            value={values[`title${suffix}`]}
            maxLength={bulletinLimits.title}
            onChange={(event) => props.onTitle(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={id('slug')}
        label={t('slug')}
        required={required}
        hint={t('slugHint')}
        error={errors[`slug${suffix}`]}
      >
        {(aria) => (
          <input
            {...aria}
            name={`slug${suffix}`}
            value={values[`slug${suffix}`]}
            maxLength={bulletinLimits.slug}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => props.onSlug(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        id={id('summary')}
        label={t('summary')}
        required={required}
        error={errors[`summary${suffix}`]}
      >
        {(aria) => (
          <textarea
            {...aria}
            name={`summary${suffix}`}
            value={values[`summary${suffix}`]}
            rows={4}
            maxLength={bulletinLimits.summary}
            onChange={(event) => props.onSummary(event.target.value)}
            className={inputClass}
          />
        )}
      </Field>
    </fieldset>
  );
}
