import type { BulletinDraft, EntryDraft } from '@/lib/admin/types';

// Restoring a revision, for both editors: what the loaded version brings is its content only.
// How the entry is published (its status, its date, a bulletin's month and PDF) and where it
// answers (its slugs: shared links lead there) stay as saved; the admin changes them by hand if
// she means to. The English slug follows the English version: it goes when the loaded version has
// no English, and comes back from the loaded version when the saved one had none. What a restore
// changes is what the revisions panel's comparison finds between the saved entry and the result.

/** The bulletin form's fields a restore sets (the rest stay as the form holds them). */
export const restoredBulletinFields = [
  'titleEs',
  'summaryEs',
  'titleEn',
  'slugEn',
  'summaryEn',
  'items',
] as const;

/** The English slug after a restore: none without English, else the saved one, else the loaded one's. */
const englishSlug = (hasEnglish: boolean, saved: string, loaded: string) =>
  hasEnglish ? saved || loaded : '';

/**
 * `saved` with the content of `revision`: titles, summaries, bodies, SEO texts, category and
 * author. Status, date, kind and the Spanish slug stay as `saved` has them.
 */
export function restoreEntry<T extends EntryDraft>(saved: T, revision: EntryDraft): T {
  return {
    ...saved,
    categoryId: revision.categoryId,
    authorId: revision.authorId,
    titleEs: revision.titleEs,
    summaryEs: revision.summaryEs,
    bodyEs: revision.bodyEs,
    seoTitleEs: revision.seoTitleEs,
    seoDescriptionEs: revision.seoDescriptionEs,
    titleEn: revision.titleEn,
    slugEn: englishSlug(revision.titleEn !== '', saved.slugEn, revision.slugEn),
    summaryEn: revision.summaryEn,
    bodyEn: revision.bodyEn,
    seoTitleEn: revision.seoTitleEn,
    seoDescriptionEn: revision.seoDescriptionEn,
  };
}

/**
 * `saved` with the content of `revision`: each language's title and summary, and the entries it
 * gathers. Month, status, date, PDF and the Spanish slug stay as `saved` has them.
 */
export function restoreBulletin(saved: BulletinDraft, revision: BulletinDraft): BulletinDraft {
  const en = revision.en && {
    ...revision.en,
    slug: englishSlug(true, saved.en?.slug ?? '', revision.en.slug),
  };
  return {
    ...saved,
    es: { ...saved.es, title: revision.es.title, summary: revision.es.summary },
    en,
    itemIds: revision.itemIds,
  };
}
