import { isLocale, type Locale } from '@/lib/routing';

// A bulletin's PDF: the rules the editor, the server action, both storage adapters and the
// public page share. Browser-safe (no Node APIs): the editor checks a file before sending it.

/**
 * 4 MB at most: the PDF travels in the editor's form post, and Vercel refuses a function's
 * request body over 4.5 MB whatever Next.js allows (`limits.requestBytes` leaves room for the text).
 */
export const bulletinPdfMaxBytes = 4 * 1024 * 1024;

const pdfSignature = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
/** Tab, line feed, form feed, carriage return, space: what may come before "%PDF-". */
const whitespace = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * Whether `bytes` start as a PDF does: "%PDF-", after nothing but whitespace (readers look in the
 * first kilobyte). The bytes decide, never the name or type.
 */
export function isPdf(bytes: Uint8Array): boolean {
  let start = 0;
  while (start < 1024 && whitespace.has(bytes[start]!)) start += 1;
  return pdfSignature.every((byte, i) => bytes[start + i] === byte);
}

/** Why a file cannot be a bulletin's PDF: a message key of Admin.bulletin.errors. */
export type PdfProblem = 'pdfNotPdf' | 'pdfTooLarge' | 'pdfUnsafe';

/**
 * What its size and first bytes say is wrong with a file offered as the bulletin's PDF, or null.
 * The server checks the whole file besides (lib/bulletins/pdf-safety.ts: bulletinPdfProblem).
 */
export function pdfProblem(bytes: Uint8Array): Exclude<PdfProblem, 'pdfUnsafe'> | null {
  if (bytes.byteLength > bulletinPdfMaxBytes) return 'pdfTooLarge';
  return bytes.byteLength > 0 && isPdf(bytes) ? null : 'pdfNotPdf';
}

/**
 * A stored PDF's name: the SHA-256 of its bytes (so a name never points at other content, and the
 * file may be cached for ever), its size and its language, which the public page shows with the
 * link without asking the storage: `<64 hex>-<bytes>-<es|en>.pdf`.
 */
const namePattern = /^([0-9a-f]{64})-([1-9][0-9]{0,6})-(es|en)\.pdf$/;

export type BulletinPdf = { name: string; sha256: string; bytes: number; language: Locale };

export const bulletinPdfName = (sha256: string, bytes: number, language: Locale) =>
  `${sha256}-${bytes}-${language}.pdf`;

/** The parts of a stored PDF's name, or null for any name this site did not give (traversal included). */
export function parseBulletinPdfName(name: string): BulletinPdf | null {
  const match = namePattern.exec(name);
  if (!match) return null;
  const bytes = Number(match[2]);
  if (bytes > bulletinPdfMaxBytes || !isLocale(match[3])) return null;
  return { name, sha256: match[1]!, bytes, language: match[3] };
}

/** The PDF a stored `pdf_path` (a site path or a Storage URL) points at, read from its last segment. */
export function describeBulletinPdf(pdfPath: string): BulletinPdf | null {
  const last = pdfPath.split(/[?#]/)[0]!.split('/').pop() ?? '';
  return parseBulletinPdfName(last);
}

/** A stored file's own download name, for a link that names no month (free of anything a header could choke on). */
export const bulletinPdfDownloadName = (pdf: BulletinPdf) =>
  `bulletin-${pdf.sha256.slice(0, 12)}.pdf`;

const readableStem = { es: 'boletin-juridico', en: 'legal-bulletin' } as const satisfies Record<
  Locale,
  string
>;

/** The names a visitor's download may be given: the PDF's language in words, and its month. */
export const bulletinPdfReadablePattern =
  /^(?:boletin-juridico|legal-bulletin)-\d{4}-(?:0[1-9]|1[0-2])\.pdf$/;

/**
 * The file name a visitor saves a bulletin's PDF under: `boletin-juridico-2026-11.pdf` for the
 * Spanish one, `legal-bulletin-2026-11.pdf` for the English one (`issueMonth` as YYYY-MM…).
 */
export const bulletinPdfReadableName = (language: Locale, issueMonth: string) =>
  `${readableStem[language]}-${issueMonth.slice(0, 7)}.pdf`;

/**
 * The link a visitor downloads a stored PDF from, asking for `downloadName`: the stored path (the
 * content-addressed name, whatever query it was saved with) with `?download=`, which Supabase
 * Storage and the embedded store's route both answer as Content-Disposition's file name.
 */
export const bulletinPdfHref = (pdfPath: string, downloadName: string) =>
  `${pdfPath.split(/[?#]/)[0]!}?download=${encodeURIComponent(downloadName)}`;

/** A file size as people read it, in the reader's language: "850 kB", "1,2 MB". */
export function formatFileSize(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1000)));
}
