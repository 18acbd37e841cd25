import { getTranslations } from 'next-intl/server';
import { describeBulletinPdf, formatFileSize, type BulletinPdf } from '@/lib/bulletins/pdf';
import type { Locale } from '@/lib/routing';

/**
 * A bulletin's PDF as stored (`pdf_path`: the embedded store's route or Supabase Storage's
 * public URL), with the size and language its name carries; null when there is none, or when
 * the path is not one the site's storage gives (never rendered as a link then).
 */
export function bulletinPdfOf(
  pdfPath: string | null,
): { href: string; details: Pick<BulletinPdf, 'bytes' | 'language'> } | null {
  const pdf = pdfPath ? describeBulletinPdf(pdfPath) : null;
  if (!pdf || !pdfPath || !/^(\/(?!\/)|https:\/\/)/.test(pdfPath)) return null;
  return { href: pdfPath, details: { bytes: pdf.bytes, language: pdf.language } };
}

/** "Download the bulletin as a PDF (PDF, 1.2 MB, in Spanish)", with the file's type and language for the browser. */
export async function BulletinPdfLink({
  href,
  locale,
  bytes,
  language,
}: {
  href: string;
  locale: Locale;
  bytes: number;
  language: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Publications' });
  return (
    <p className="mt-8" lang={locale}>
      <a
        href={href}
        type="application/pdf"
        hrefLang={language}
        download
        className="font-semibold text-ink-900 underline underline-offset-4"
      >
        {t('downloadPdf')}{' '}
        <span className="font-normal">
          (
          {t('pdfDetails', {
            size: formatFileSize(bytes, locale),
            language: t(`pdfLanguages.${language}`),
          })}
          )
        </span>
      </a>
    </p>
  );
}
