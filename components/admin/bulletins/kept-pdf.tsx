'use client';

import { describeBulletinPdf, formatFileSize } from '@/lib/bulletins/pdf';
import type { Locale } from '@/lib/routing';
import type { BulletinTranslator } from './texts';

const smallButton =
  'min-h-11 border border-ink-900/60 bg-white px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100';

/** The PDF the bulletin keeps: open it or remove it; once removed, keep it after all. */
export function KeptPdf(props: {
  t: BulletinTranslator;
  locale: Locale;
  keptPath: string;
  savedPath: string;
  onKeep: (path: string) => void;
}) {
  const { t, locale, keptPath, savedPath } = props;
  const kept = keptPath ? describeBulletinPdf(keptPath) : null;
  if (kept)
    return (
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
    );
  if (!savedPath) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <p className="text-ink-900">{t('pdfRemoved')}</p>
      <button type="button" className={smallButton} onClick={() => props.onKeep(savedPath)}>
        {t('pdfKeep')}
      </button>
    </div>
  );
}
