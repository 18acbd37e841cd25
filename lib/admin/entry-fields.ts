import type { AdminEntry, EditableKind, EntryDraft, EntryTexts } from '@/lib/backend/types';
import { teamIds } from '@/lib/content/team-ids';
import { entrySlugPattern, type Locale } from '@/lib/routing';

// What the publication and blog editors hold, without zod: the form renders from these, the
// schema (./entry-schema.ts) checks them, and the action turns them into an EntryDraft. Plain
// functions only, so the browser and the server share them.

/** The database's limits (supabase/migrations: entries' checks), and the SEO lengths search engines show. */
export const entryLimits = {
  title: 200,
  slug: 120,
  summary: 600,
  body: 200_000,
  seoTitle: 70,
  seoDescription: 160,
} as const;

/** Colombia keeps UTC−5 all year (no daylight saving since 1993), so the offset is fixed. */
const firmOffset = '-05:00';
const firmOffsetMs = -5 * 60 * 60 * 1000;

/** The fields of one language, as the form names them (`titleEs`, `slugEn`…). */
export const textFields = [
  'title',
  'slug',
  'summary',
  'body',
  'seoTitle',
  'seoDescription',
] as const;
export type TextField = (typeof textFields)[number];

const suffix = { es: 'Es', en: 'En' } as const satisfies Record<Locale, string>;

/** The form's name of one language's field. */
export const fieldName = (field: TextField, locale: Locale) =>
  `${field}${suffix[locale]}` as `${TextField}${'Es' | 'En'}`;

/** Every value of the editor's form, as strings (what FormData carries). */
export type EntryFormValues = {
  id: string;
  version: string;
  kind: EditableKind;
  categoryId: string;
  authorId: string;
  status: 'draft' | 'published';
  /** `YYYY-MM-DDTHH:mm` in the firm's time zone (an <input type="datetime-local">), or ''. */
  publishedAt: string;
} & Record<`${TextField}${'Es' | 'En'}`, string>;

/** The names the action reads from the form (all of them text inputs). */
export const entryFormFields = [
  'id',
  'version',
  'kind',
  'categoryId',
  'authorId',
  'status',
  'publishedAt',
  ...textFields.map((field) => fieldName(field, 'es')),
  ...textFields.map((field) => fieldName(field, 'en')),
] as const;

/** The team's ids: an author is one of the firm's lawyers, or none. */
export const authorIds: readonly string[] = teamIds;

const slugRegExp = new RegExp(`^${entrySlugPattern}$`);

/** Whether `slug` is one the site serves: lowercase words joined by single hyphens. */
export const isEntrySlug = (slug: string) => slugRegExp.test(slug);

/** Whether an HTML body holds any text (an emptied editor still sends `<p></p>`). */
export const bodyHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/** A date and time typed in the firm's time zone, as an ISO 8601 instant with that offset; '' → null. */
export function isoFromFirmInput(value: string): string | null {
  if (!value) return null;
  const withSeconds = /T\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  return `${withSeconds}${firmOffset}`;
}

/** Whether `value` is a date and time the datetime-local input sends (YYYY-MM-DDTHH:mm[:ss]) and the calendar has. */
export function isFirmInput(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return false;
  const time = Date.parse(`${value.length === 16 ? `${value}:00` : value}Z`);
  // Date.parse rolls 31 February over to March: compare the parts back.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, value.length) === value;
}

/** An instant as the form shows it: the wall-clock time in the firm's time zone. */
export function firmInputFromIso(iso: string | null): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + firmOffsetMs).toISOString().slice(0, 16);
}

/** Now, as the form's date and time field shows it. */
export const firmInputNow = (now = Date.now()) => firmInputFromIso(new Date(now).toISOString());

const emptyTexts: Record<TextField, string> = {
  title: '',
  slug: '',
  summary: '',
  body: '',
  seoTitle: '',
  seoDescription: '',
};

/** A new entry's form: a draft dated now, Spanish and English empty. */
export function newEntryValues(kind: EditableKind, categoryId: string, now = Date.now()) {
  return formValuesFrom({
    kind,
    categoryId,
    authorId: null,
    status: 'draft',
    publishedAt: new Date(now).toISOString(),
    es: { ...emptyTexts, seoTitle: null, seoDescription: null },
    en: null,
  });
}

/** A stored entry (or one of its revisions) as the form's values. */
export function formValuesFrom(
  draft: EntryDraft,
  stored?: Pick<Extract<AdminEntry, { kind: EditableKind }>, 'id' | 'version'>,
): EntryFormValues {
  const values = {
    id: stored?.id ?? '',
    version: stored ? String(stored.version) : '',
    kind: draft.kind,
    categoryId: draft.categoryId,
    authorId: draft.authorId ?? '',
    status: draft.status,
    publishedAt: firmInputFromIso(draft.publishedAt),
  } as EntryFormValues;
  for (const locale of ['es', 'en'] as const) {
    const texts = draft[locale];
    for (const field of textFields) values[fieldName(field, locale)] = texts?.[field] ?? '';
  }
  return values;
}

/** Whether any English field holds something: then the English version must be complete. */
export function hasEnglish(values: Pick<EntryFormValues, `${TextField}En`>): boolean {
  return textFields.some((field) => {
    const value = values[fieldName(field, 'en') as `${TextField}En`] ?? '';
    return field === 'body' ? bodyHasText(value) : value.trim() !== '';
  });
}

/** One language's texts from checked form values (trimmed by the schema already). */
function textsOf(values: EntryFormValues, locale: Locale): EntryTexts {
  const get = (field: TextField) => values[fieldName(field, locale)];
  return {
    title: get('title'),
    slug: get('slug'),
    summary: get('summary'),
    body: bodyHasText(get('body')) ? get('body') : '',
    seoTitle: get('seoTitle') || null,
    seoDescription: get('seoDescription') || null,
  };
}

/** The entry a checked form describes (bodies as typed: the action sanitizes them). */
export function draftFromValues(values: EntryFormValues): EntryDraft {
  return {
    kind: values.kind,
    categoryId: values.categoryId,
    authorId: values.authorId || null,
    status: values.status,
    publishedAt: isoFromFirmInput(values.publishedAt),
    es: textsOf(values, 'es'),
    en: hasEnglish(values) ? textsOf(values, 'en') : null,
  };
}
