'use client';

import { useRef } from 'react';
import { Field, inputClass } from '@/components/form-kit/fields';
import {
  bulletinPdfMaxBytes,
  describeBulletinPdf,
  formatFileSize,
  isPdf,
} from '@/lib/bulletins/pdf';
import { locales, type Locale } from '@/lib/routing';
import type { Translate } from './translator';

/** What is wrong with a chosen file, read from its first bytes and its size (the server checks again). */
export async function chosenPdfProblem(file: File): Promise<'pdfNotPdf' | 'pdfTooLarge' | null> {
  if (file.size > bulletinPdfMaxBytes) return 'pdfTooLarge';
  return isPdf(new Uint8Array(await file.slice(0, 5).arrayBuffer())) ? null : 'pdfNotPdf';
}

const smallButton =
  'min-h-11 border border-ink-900/60 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100';

/**
 * The optional PDF: the one kept from the last save (open it, remove it, or keep it after all),
 * and a file input to add or replace one, with the new file's language. A file that is not a PDF
 * (by its bytes) or is over 4 MB is refused at once, with the message next to the input.
 */
export function BulletinPdf(props: {
  t: Translate;
  locale: Locale;
  /** The stored PDF the bulletin keeps ('' for none). */
  keptPath: string;
  /** The stored PDF the bulletin had when loaded, which "keep" brings back. */
  savedPath: string;
  file: File | null;
  language: string;
  error?: string;
  onKeep: (path: string) => void;
  onFile: (file: File | null, problem: string | null) => void;
  onLanguage: (language: string) => void;
}) {
  const { t, locale, keptPath, savedPath, file, language, error } = props;
  const input = useRef<HTMLInputElement>(null);
  const kept = keptPath ? describeBulletinPdf(keptPath) : null;
  return (
    <fieldset className="min-w-0 space-y-4 border border-stone-edge bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-2xl">{t('pdfTitle')}</legend>
      {kept ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <p className="text-ink-900">
            {t('pdfCurrent', {
              size: formatFileSize(kept.bytes, locale),
              language: t(`languageNames.${kept.language}`),
            })}
          </p>
          <a
            href={keptPath}
            target="_blank"
            rel="noopener"
            className="font-semibold underline underline-offset-4"
          >
            {t('pdfOpen')}
          </a>
          <button type="button" className={smallButton} onClick={() => props.onKeep('')}>
            {t('pdfRemove')}
          </button>
        </div>
      ) : savedPath ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-ink-900">{t('pdfRemoved')}</p>
          <button type="button" className={smallButton} onClick={() => props.onKeep(savedPath)}>
            {t('pdfKeep')}
          </button>
        </div>
      ) : null}
      <Field
        id="bulletin-pdf"
        label={kept ? t('pdfReplaceLabel') : t('pdf')}
        hint={t('pdfHint')}
        error={error}
      >
        {(aria) => (
          <input
            {...aria}
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            className={`${inputClass} file:mr-3 file:border-0 file:bg-ink-900 file:px-3 file:py-1 file:text-white`}
            onChange={async (event) => {
              const chosen = event.target.files?.[0] ?? null;
              if (!chosen) return props.onFile(null, null);
              const problem = await chosenPdfProblem(chosen);
              // A refused file is not kept: nothing is sent that the server would refuse.
              if (problem && input.current) input.current.value = '';
              props.onFile(problem ? null : chosen, problem);
            }}
          />
        )}
      </Field>
      {file ? (
        <>
          <p className="text-sm text-ink-900">
            {t('pdfChosen', { name: file.name, size: formatFileSize(file.size, locale) })}
          </p>
          <Field id="bulletin-pdfLanguage" label={t('pdfLanguage')}>
            {(aria) => (
              <select
                {...aria}
                value={language}
                onChange={(event) => props.onLanguage(event.target.value)}
                className={inputClass}
              >
                {locales.map((code) => (
                  <option key={code} value={code}>
                    {t(`languageNames.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      ) : null}
    </fieldset>
  );
}
