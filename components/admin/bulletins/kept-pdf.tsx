'use client';

import { describeBulletinPdf, formatFileSize } from '@/lib/bulletins/pdf';
import type { Locale } from '@/lib/routing';
import type { BulletinTranslator } from './texts';

/**
 * The PDF the bulletin keeps in one language: its size, a link to open it, and a box that removes
 * it when the form is saved (a plain checkbox, posted with or without JavaScript).
 */
export function KeptPdf(props: {
  t: BulletinTranslator;
  locale: Locale;
  language: Locale;
  keptPath: string;
  /** The checkbox's name (removePdfEs, removePdfEn). */
  removeName: string;
  onRemoveChange: (removed: boolean) => void;
}) {
  const { t, locale, language, keptPath } = props;
  const kept = keptPath ? describeBulletinPdf(keptPath) : null;
  if (!kept) return null;
  const id = `${props.removeName}-box`;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <p className="text-ink-900">
        {t('pdfCurrentIn', {
          size: formatFileSize(kept.bytes, locale),
          language: t(`languageNames.${language}`),
        })}
      </p>
      <a
        href={keptPath}
        target="_blank"
        rel="noopener"
        className="font-semibold underline underline-offset-4"
      >
        {t('pdfOpenIn', { language: t(`languageNames.${language}`) })}
      </a>
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm font-semibold">
        <input
          id={id}
          type="checkbox"
          name={props.removeName}
          className="size-5 accent-ink-900"
          onChange={(event) => props.onRemoveChange(event.target.checked)}
        />
        {t('pdfRemoveOnSave', { language: t(`languageNames.${language}`) })}
      </label>
    </div>
  );
}
