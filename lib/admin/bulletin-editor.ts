import 'server-only';
import type { AdminContent, AdminEntry } from '@/lib/backend/types';
import { describeBulletinPdf } from '@/lib/bulletins/pdf';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { isoToBogota } from './bulletin-schema';
import type { BulletinItem, BulletinMessages, BulletinValues } from './bulletin-types';
import { isUuid } from '@/lib/validation/uuid';

type Bulletin = Extract<AdminEntry, { kind: 'bulletin' }>;

/** Whether a path segment can be an entry's id at all (anything else is a 404 without a query). */
export const isEntryId = (value: string) => isUuid(value);

/** The words the editor needs in the browser: Admin.bulletin, every error key, the problems' title. */
export function bulletinEditorMessages(locale: Locale): BulletinMessages {
  const admin = messages[locale].Admin;
  return {
    ...admin.bulletin,
    problemsTitle: admin.form.problems,
    errors: { ...admin.errors, ...admin.bulletin.errors },
  };
}

/** The form's values for a saved bulletin, or for a new one (a draft, PDF in Spanish). */
export function bulletinValues(entry: Bulletin | null): BulletinValues {
  const pdf = entry?.pdfPath ? describeBulletinPdf(entry.pdfPath) : null;
  return {
    id: entry?.id ?? '',
    version: entry ? String(entry.version) : '',
    issueMonth: entry ? entry.issueMonth.slice(0, 7) : '',
    status: entry?.status ?? 'draft',
    publishedAt: entry?.publishedAt ? isoToBogota(entry.publishedAt) : '',
    titleEs: entry?.es.title ?? '',
    slugEs: entry?.es.slug ?? '',
    summaryEs: entry?.es.summary ?? '',
    titleEn: entry?.en?.title ?? '',
    slugEn: entry?.en?.slug ?? '',
    summaryEn: entry?.en?.summary ?? '',
    items: entry?.itemIds.join(',') ?? '',
    pdfPath: entry?.pdfPath ?? '',
    pdfLanguage: pdf?.language ?? 'es',
  };
}

/** A bulletin's entries with their titles, in order (an entry deleted since is left out). */
export async function bulletinItems(content: AdminContent, ids: string[]): Promise<BulletinItem[]> {
  const entries = await Promise.all(ids.map((id) => content.getEntry(id)));
  return entries.flatMap((entry) =>
    entry && entry.kind !== 'bulletin'
      ? [
          {
            id: entry.id,
            kind: entry.kind,
            status: entry.status,
            titleEs: entry.titleEs,
            titleEn: entry.titleEn || null,
          },
        ]
      : [],
  );
}

/** "noviembre de 2026" / "November 2026" for a YYYY-MM-01 month. */
export const monthName = (issueMonth: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${issueMonth}T00:00:00Z`),
  );
