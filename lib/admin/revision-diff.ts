import { diffWords } from 'diff';
import type { EntryDraft } from '@/lib/backend/types';
import type { Locale } from '@/lib/routing';
import { fieldName, textFields, type TextField } from './entries/schema';

// What changed between two revisions of a publication or blog post, field by field: words added
// and removed in texts, the body compared as its plain text (what a reader sees change).

export type ChangePart = { value: string; added: boolean; removed: boolean };

export type SharedField = 'categoryId' | 'authorId' | 'status' | 'publishedAt';
export type FieldChange =
  | { field: SharedField; parts: ChangePart[] }
  | { field: TextField; locale: Locale; parts: ChangePart[] };

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

function sharedValue(draft: EntryDraft, field: SharedField): string {
  // The date as the form shows it, in the firm's time zone.
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

/** The fields that differ from `before` to `after`, each with its words kept, removed and added. */
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
