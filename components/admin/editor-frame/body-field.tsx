'use client';

import type { UseFormReturn } from 'react-hook-form';
import { FieldError } from '@/components/form-kit/fields';
import { RichTextEditor } from '@/components/admin/rich-text/rich-text-editor';
import type { Locale } from '@/lib/routing';
import { fieldId } from './field-id';
import type { EditorTexts, EditorTranslator } from './texts';

/** One language's body, written in the rich-text editor and posted as HTML through a hidden input. */
export function BodyField(props: {
  name: string;
  language: Locale;
  form: UseFormReturn<Record<string, string>>;
  t: EditorTranslator;
  texts: EditorTexts;
  error?: string;
}) {
  const { name, language, form, t, texts, error } = props;
  const { register, setValue, watch } = form;
  const id = fieldId(name);
  return (
    <div>
      <p id={`${id}-label`} className="mb-2 block text-sm font-semibold text-ink-900">
        {t('fields.body')}
      </p>
      {/* Controlled: React would reset a hidden input to its defaultValue on every render. */}
      <input type="hidden" {...register(name)} value={watch(name) ?? ''} />
      <div lang={language}>
        <RichTextEditor
          id={id}
          labelId={`${id}-label`}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
          value={watch(name) ?? ''}
          onChange={(html) => setValue(name, html, { shouldDirty: true })}
          texts={{
            ...texts.editor.toolbar,
            label: t('toolbar.label', { language: t(`languageNames.${language}`) }),
          }}
          pasteNotice={{
            lang: texts.locale,
            imagesDropped: (count) => t('paste.imagesDropped', { count }),
            dismiss: t('paste.dismiss'),
          }}
        />
      </div>
      <FieldError id={error ? `${id}-error` : undefined} message={error} />
    </div>
  );
}
