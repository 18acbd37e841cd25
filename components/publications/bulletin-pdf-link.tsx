import { getTranslations } from 'next-intl/server';
import {
  bulletinPdfHref,
  bulletinPdfReadableName,
  describeBulletinPdf,
  formatFileSize,
  type BulletinPdf,
} from '@/lib/bulletins/pdf';
import type { Entry } from '@/lib/publications/types';
import type { Locale } from '@/lib/routing';

/**
 * The PDF a bulletin's page in `locale` links: the one in the page's language, else, on the
 * English page only, the Spanish one (the link says its language). Null when there is none, or
 * when the stored path is not one the site's storage gives (never rendered as a link then). The
 * link asks for a readable file name: boletin-juridico-2026-11.pdf, legal-bulletin-2026-11.pdf.
 */
export function bulletinPdfOf(
  entry: Pick<Entry, 'pdfPath' | 'pdfPathEn' | 'issueMonth' | 'publishedAt'>,
  locale: Locale,
): { href: string; details: Pick<BulletinPdf, 'bytes' | 'language'> } | null {
  const pdfPath = locale === 'en' ? (entry.pdfPathEn ?? entry.pdfPath) : entry.pdfPath;
  const pdf = pdfPath ? describeBulletinPdf(pdfPath) : null;
  if (!pdf || !pdfPath || !/^(\/(?!\/)|https:\/\/)/.test(pdfPath)) return null;
  const month = entry.issueMonth ?? entry.publishedAt;
  return {
    href: bulletinPdfHref(pdfPath, bulletinPdfReadableName(pdf.language, month)),
    details: { bytes: pdf.bytes, language: pdf.language },
  };
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
