import type { AdminEntry, BulletinDraft } from '@/lib/admin/types';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import type { BulletinValues } from './types';

// A bulletin as the editor's form holds it: plain functions, so the page's loader and the form
// (loading a revision) turn a bulletin into the form's values the same way.

/** A saved bulletin, as its editor opens it. */
export type Bulletin = Extract<AdminEntry, { kind: 'bulletin' }>;

/** The form's values for a saved bulletin (or one of its revisions), or for a new one (a draft without PDFs). */
export function bulletinValues(
  draft: BulletinDraft | null,
  stored?: Pick<Bulletin, 'id' | 'version'>,
): BulletinValues {
  return {
    id: stored?.id ?? '',
    version: stored ? String(stored.version) : '',
    issueMonth: draft ? draft.issueMonth.slice(0, 7) : '',
    status: draft?.status ?? 'draft',
    publishedAt: firmInputFromIso(draft?.publishedAt ?? null),
    titleEs: draft?.es.title ?? '',
    slugEs: draft?.es.slug ?? '',
    summaryEs: draft?.es.summary ?? '',
    titleEn: draft?.en?.title ?? '',
    slugEn: draft?.en?.slug ?? '',
    summaryEn: draft?.en?.summary ?? '',
    items: draft?.itemIds.join(',') ?? '',
    pdfPathEs: draft?.pdfPaths.es ?? '',
    pdfPathEn: draft?.pdfPaths.en ?? '',
  };
}
