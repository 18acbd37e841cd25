'use client';

import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldId } from '@/components/admin/editor-frame/field-id';
import { Field, inputClass } from '@/components/form-kit/fields';
import { bulletinPdfMaxBytes, formatFileSize, isPdf } from '@/lib/bulletins/pdf';
import { locales, type Locale } from '@/lib/routing';
import { KeptPdf } from './kept-pdf';
import type { BulletinTranslator } from './texts';

/** What is wrong with a chosen file, read from its first bytes and its size (the server checks again). */
export async function chosenPdfProblem(file: File): Promise<'pdfNotPdf' | 'pdfTooLarge' | null> {
  if (file.size > bulletinPdfMaxBytes) return 'pdfTooLarge';
  return isPdf(new Uint8Array(await file.slice(0, 5).arrayBuffer())) ? null : 'pdfNotPdf';
}

/**
 * The optional PDF: the one kept from the last save (open it, remove it, or keep it after all),
 * a file input to add or replace one (posted with the form, multipart, with or without
 * JavaScript) and the new file's language. With JavaScript a file that is not a PDF (by its
 * bytes) or is over 4 MB is refused at once, with the message next to the input.
 */
export function BulletinPdf(props: {
  form: UseFormReturn<Record<string, string>>;
  t: BulletinTranslator;
  locale: Locale;
  /** The stored PDF the bulletin had when loaded, which "keep" brings back. */
  savedPath: string;
  /** The problem the last save found (a key's words), if any. */
  error?: string;
  /** A problem's key in the admin's words. */
  say: (key: string) => string;
  onFile: (file: File | null) => void;
}) {
  const { form, t, locale, savedPath } = props;
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const keptPath = form.watch('pdfPath') ?? '';
  const choose = (file: File | null, found: string | null) => {
    setChosen(file);
    setProblem(found);
    props.onFile(file);
  };
  return (
    <fieldset className="min-w-0 space-y-4 border border-stone-line bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-2xl text-ink-950">{t('pdfTitle')}</legend>
      <KeptPdf
        t={t}
        locale={locale}
        keptPath={keptPath}
        savedPath={savedPath}
        onKeep={(path) => form.setValue('pdfPath', path, { shouldDirty: true })}
      />
      <Field
        id={fieldId('pdf')}
        label={keptPath ? t('pdfReplaceLabel') : t('pdf')}
        hint={t('pdfHint')}
        error={problem ? props.say(problem) : props.error}
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            name="pdf"
            accept="application/pdf,.pdf"
            className={`${inputClass} file:mr-3 file:border-0 file:bg-ink-900 file:px-3 file:py-1 file:text-white`}
            onChange={async (event) => {
              const input = event.target;
              const file = input.files?.[0] ?? null;
              if (!file) return choose(null, null);
              const found = await chosenPdfProblem(file);
              // A refused file is not kept: nothing is sent that the server would refuse.
              if (found) input.value = '';
              choose(found ? null : file, found);
            }}
          />
        )}
      </Field>
      {chosen ? (
        <p className="text-sm text-ink-900">
          {t('pdfChosen', { name: chosen.name, size: formatFileSize(chosen.size, locale) })}
        </p>
      ) : null}
      <Field id={fieldId('pdfLanguage')} label={t('pdfLanguage')} hint={t('pdfLanguageHint')}>
        {(aria) => (
          <select {...aria} {...form.register('pdfLanguage')} className={inputClass}>
            {locales.map((code) => (
              <option key={code} value={code}>
                {t(`languageNames.${code}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
