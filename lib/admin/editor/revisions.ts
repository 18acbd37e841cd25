import type { BulletinDraft, EntryDraft, Revision } from '@/lib/admin/types';
import type { Locale } from '@/lib/routing';
import { firmTimeZone } from '@/lib/site';
import type { RevisionView } from './types';

/** Whether a revision's snapshot is a publication's or blog post's (a bulletin's has an issue month). */
export const isEntrySnapshot = (snapshot: Revision['snapshot']): snapshot is EntryDraft =>
  !('issueMonth' in snapshot);

/** Whether a revision's snapshot is a bulletin's. */
export const isBulletinSnapshot = (snapshot: Revision['snapshot']): snapshot is BulletinDraft =>
  'issueMonth' in snapshot;

/**
 * Revisions as the panel lists them, those of one kind only: dates worded here, on the server,
 * in the firm's time, so the server's HTML and the browser's render agree.
 */
export function revisionViews<S extends EntryDraft | BulletinDraft>(
  revisions: Revision[],
  locale: Locale,
  isKind: (snapshot: Revision['snapshot']) => snapshot is S,
): RevisionView<S>[] {
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: firmTimeZone,
  });
  return revisions.flatMap((revision) => {
    const { snapshot } = revision;
    return isKind(snapshot)
      ? [{ ...revision, savedAt: format.format(new Date(revision.savedAt)), snapshot }]
      : [];
  });
}
