import { diffArrays, diffWords } from 'diff';
import { fieldName, textFields, type TextField } from '@/lib/admin/entries/schema';
import type { BulletinDraft, BulletinTexts, EntryDraft } from '@/lib/admin/types';
import { firmInputFromIso } from '@/lib/dates/firm-time';
import type { Locale } from '@/lib/routing';
import type { ChangePart, FieldChange } from './types';

// What changed between two revisions, field by field, for both editors: words added and removed
// in texts, a body compared as its plain text (what a reader sees change), short values (a slug,
// a status, a date) as one piece out and one in, a bulletin's entries as titles in and out.

export type SharedField = 'categoryId' | 'authorId' | 'status' | 'publishedAt';

const sharedFields: readonly SharedField[] = ['categoryId', 'authorId', 'status', 'publishedAt'];

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** An HTML body's text, a line per block and cells apart, for comparing what readers read. */
export function bodyText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|h[1-6]|li|blockquote|tr|table|thead|tbody)>/gi, '\n')
    .replace(/<\/(?:th|td)>/gi, '\t')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|[a-z]+);/gi, (match, name: string) => entities[name.toLowerCase()] ?? match)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** A publication date as the form shows it, in the firm's time. */
const dateValue = (iso: string | null) => firmInputFromIso(iso).replace('T', ' ');

function sharedValue(draft: EntryDraft, field: SharedField): string {
  // An entry's draft holds the date as the form shows it, in the firm's time already.
  if (field === 'publishedAt') return draft.publishedAt.replace('T', ' ');
  return draft[field];
}

function textValue(draft: EntryDraft, locale: Locale, field: TextField): string {
  const value = draft[fieldName(field, locale)];
  return field === 'body' ? bodyText(value) : value;
}

const partsOf = (before: string, after: string): ChangePart[] =>
  diffWords(before, after).map((part) => ({
    value: part.value,
    added: Boolean(part.added),
    removed: Boolean(part.removed),
  }));

/** A short value (an id, a status, a date, a slug) as one piece out and one in. */
const replaced = (before: string, after: string): ChangePart[] => [
  ...(before ? [{ value: before, added: false, removed: true }] : []),
  ...(after ? [{ value: after, added: true, removed: false }] : []),
];

/** The fields of a publication or blog post that differ from `before` to `after`, each with its words kept, removed and added. */
export function compareDrafts(before: EntryDraft, after: EntryDraft): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of sharedFields) {
    const [a, b] = [sharedValue(before, field), sharedValue(after, field)];
    if (a !== b) changes.push({ field, parts: replaced(a, b) });
  }
  for (const locale of ['es', 'en'] as const) {
    for (const field of textFields) {
      const [a, b] = [textValue(before, locale, field), textValue(after, locale, field)];
      if (a !== b)
        changes.push({ field, locale, parts: field === 'slug' ? replaced(a, b) : partsOf(a, b) });
    }
  }
  return changes;
}

const bulletinTextFields = ['title', 'slug', 'summary'] as const satisfies (keyof BulletinTexts)[];

const fileName = (path: string | null) => path?.split('?')[0]!.split('/').pop() ?? '';

/** A bulletin's shared fields, as the form shows them (each PDF by its file name). */
const bulletinShared = {
  issueMonth: (draft: BulletinDraft) => draft.issueMonth.slice(0, 7),
  status: (draft: BulletinDraft) => draft.status,
  publishedAt: (draft: BulletinDraft) => dateValue(draft.publishedAt),
  pdfPathEs: (draft: BulletinDraft) => fileName(draft.pdfPaths.es),
  pdfPathEn: (draft: BulletinDraft) => fileName(draft.pdfPaths.en),
};

/** The entries a bulletin gathers, in order, as titles: each run of them kept, taken out or put in. */
function itemParts(before: string[], after: string[], titleOf: (id: string) => string) {
  return diffArrays(before, after).map((part) => ({
    value: part.value.map(titleOf).join('\n'),
    added: Boolean(part.added),
    removed: Boolean(part.removed),
  }));
}

/**
 * The fields of a bulletin that differ from `before` to `after`: month, status, date, PDF, each
 * language's texts, and its entries (named by `titleOf`, an entry deleted since by its id).
 */
export function compareBulletins(
  before: BulletinDraft,
  after: BulletinDraft,
  titleOf: (id: string) => string,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const [field, read] of Object.entries(bulletinShared)) {
    const [a, b] = [read(before), read(after)];
    if (a !== b) changes.push({ field, parts: replaced(a, b) });
  }
  for (const locale of ['es', 'en'] as const) {
    for (const field of bulletinTextFields) {
      const [a, b] = [before[locale]?.[field] ?? '', after[locale]?.[field] ?? ''];
      if (a !== b)
        changes.push({ field, locale, parts: field === 'slug' ? replaced(a, b) : partsOf(a, b) });
    }
  }
  if (before.itemIds.join() !== after.itemIds.join())
    changes.push({ field: 'items', parts: itemParts(before.itemIds, after.itemIds, titleOf) });
  return changes;
}
