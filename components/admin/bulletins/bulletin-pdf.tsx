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

const suffix = { es: 'Es', en: 'En' } as const satisfies Record<Locale, string>;

type PdfProps = {
  form: UseFormReturn<Record<string, string>>;
  t: BulletinTranslator;
  locale: Locale;
  /** The problem the last save found for a field (its words), if any. */
  errorOf: (name: string) => string | undefined;
  /** A problem's key in the admin's words. */
  say: (key: string) => string;
  /** Whether anything unsaved waits in the PDFs' inputs (a chosen file, a ticked "remove"). */
  onPending: (pending: boolean) => void;
};

/**
 * The bulletin's optional PDFs, one per language, each posted with the form (multipart, with or
 * without JavaScript): the one kept from the last save (open it, or tick "remove on save"), and a
 * file input to add or replace it. With JavaScript a file that is not a PDF (by its bytes) or is
 * over 4 MB is refused at once, with the message next to the input.
 */
export function BulletinPdfs(props: PdfProps) {
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const mark = (name: string, on: boolean) => {
    const next = { ...pending, [name]: on };
    setPending(next);
    props.onPending(Object.values(next).some(Boolean));
  };
  return (
    <fieldset className="min-w-0 space-y-6 border border-stone-line bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-2xl text-ink-950">{props.t('pdfTitle')}</legend>
      <p className="text-sm text-muted">{props.t('pdfsHint')}</p>
      {locales.map((language) => (
        <LanguagePdf key={language} {...props} language={language} mark={mark} />
      ))}
    </fieldset>
  );
}

function LanguagePdf(
  props: PdfProps & { language: Locale; mark: (name: string, on: boolean) => void },
) {
  const { form, t, locale, language, mark } = props;
  const name = `pdf${suffix[language]}`;
  const keptPath = form.watch(`pdfPath${suffix[language]}`) ?? '';
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const languageName = t(`languageNames.${language}`);
  const choose = (file: File | null, found: string | null) => {
    setChosen(file);
    setProblem(found);
    mark(name, file !== null);
  };
  return (
    <div className="space-y-3 border-t border-stone-edge pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <h3 className="font-semibold text-ink-950" lang={locale}>
        {t('pdfIn', { language: languageName })}
      </h3>
      <KeptPdf
        t={t}
        locale={locale}
        language={language}
        keptPath={keptPath}
        removeName={`removePdf${suffix[language]}`}
        onRemoveChange={(removed) => mark(`remove${name}`, removed)}
      />
      <Field
        id={fieldId(name)}
        label={t(keptPath ? 'pdfReplaceIn' : 'pdfFileIn', { language: languageName })}
        hint={t('pdfHint')}
        error={
          problem
            ? props.say(problem)
            : (props.errorOf(name) ?? props.errorOf(`pdfPath${suffix[language]}`))
        }
      >
        {(aria) => (
          <input
            {...aria}
            type="file"
            name={name}
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
    </div>
  );
}
