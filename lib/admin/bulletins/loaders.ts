import 'server-only';
import { notFound } from 'next/navigation';
import { adminContent } from '@/lib/admin/content';
import { adminLocale } from '@/lib/admin/locale';
import type { Revision } from '@/lib/admin/types';
import { requirePage } from '@/lib/auth/guard';
import { roleMay } from '@/lib/auth/permissions';
import type { AdminContent } from '@/lib/backend/types';
import type { Locale } from '@/lib/routing';
import { isUuid } from '@/lib/validation/uuid';
import type { BulletinItem } from './types';
import type { Bulletin } from './values';

/** What the bulletin editor's page shows. */
export type BulletinEditorData = {
  locale: Locale;
  /** The signed-in account's e-mail. */
  account: string;
  /** Whether the caller may read the audit trail (the editor links to the bulletin's history). */
  mayReadHistory: boolean;
  /** Null for a new bulletin. */
  saved: { entry: Bulletin; revisions: Revision[] } | null;
  /**
   * Every entry the bulletin or one of its revisions gathers, with its titles, so the editor lists
   * them, compares revisions by title and loads one (an entry deleted since is left out).
   */
  items: BulletinItem[];
};

/**
 * The bulletin editor's data, new (`id` undefined) or saved, for an admin who may edit content:
 * answers 404 for an id that is malformed, unknown, or of another kind.
 */
export async function getBulletinEditor(id?: string): Promise<BulletinEditorData> {
  const [{ claims, role }, locale] = await Promise.all([
    requirePage('bulletins.edit'),
    adminLocale(),
  ]);
  const account = claims.email;
  const mayReadHistory = roleMay(role, 'audit.read');
  if (id === undefined) return { locale, account, mayReadHistory, saved: null, items: [] };
  if (!isUuid(id)) notFound();
  const content = await adminContent(claims);
  const [entry, revisions] = await Promise.all([content.getEntry(id), content.listRevisions(id)]);
  if (!entry || entry.kind !== 'bulletin') notFound();
  const ids = new Set(entry.itemIds);
  for (const revision of revisions)
    if ('itemIds' in revision.snapshot) for (const item of revision.snapshot.itemIds) ids.add(item);
  return {
    locale,
    account,
    mayReadHistory,
    saved: { entry, revisions },
    items: await bulletinItems(content, [...ids]),
  };
}

/** Entries with their titles, in the order given (an entry deleted since is left out). */
async function bulletinItems(content: AdminContent, ids: string[]): Promise<BulletinItem[]> {
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
