import type { EditorTranslator } from '@/components/admin/editor-frame/texts';
import type { ChangeWords } from '@/components/admin/editor-frame/revision-changes';
import { compareDrafts } from '@/lib/admin/editor/revision-diff';
import type { FieldChange, Option, RevisionView } from '@/lib/admin/editor/types';
import { fieldName, textFields, type TextField } from '@/lib/admin/entries/schema';
import type { EntryDraft } from '@/lib/admin/types';

/** The publication and blog editor's fields in the order they appear, as the list of problems names them. */
export const entryFieldOrder = [
  ...textFields.map((field) => fieldName(field, 'es')),
  ...textFields.map((field) => fieldName(field, 'en')),
  'categoryId',
  'authorId',
  'status',
  'publishedAt',
  'id',
  'kind',
] as const;

const languageOf = (name: string) =>
  name.endsWith('En') ? 'en' : name.endsWith('Es') ? 'es' : null;

/** A field's name as the list of problems says it: "Título (español)", "Categoría". */
export function entryFieldLabel(t: EditorTranslator, name: string): string {
  const language = languageOf(name);
  const field = language ? name.slice(0, -2) : name;
  const names: Record<string, string> = {
    categoryId: t('fields.category'),
    authorId: t('fields.author'),
    status: t('fields.status'),
    publishedAt: t('fields.publishedAt'),
  };
  if (!language) return names[field] ?? t('fields.title');
  return t('fields.inLanguage', {
    field: t(`fields.${field as TextField}`),
    language: t(`languageNames.${language}`),
  });
}

/** How the revisions panel compares a publication's or blog post's revisions and words a change. */
export function entryChangeWords(
  t: EditorTranslator,
  names: Record<'categoryId' | 'authorId', Option[]>,
): ChangeWords<RevisionView<EntryDraft>> {
  return {
    compare: compareDrafts,
    label: (change: FieldChange) =>
      change.locale
        ? t('fields.inLanguage', {
            field: t(`fields.${change.field as TextField}`),
            language: t(`languageNames.${change.locale}`),
          })
        : t(
            `revisions.sharedFields.${change.field as keyof typeof names | 'status' | 'publishedAt'}`,
          ),
    // Ids read as the names the form shows.
    value: (change: FieldChange, value: string) =>
      change.field === 'categoryId' || change.field === 'authorId'
        ? (names[change.field].find((option) => option.id === value)?.label ?? value)
        : change.field === 'status'
          ? t(`fields.${value as 'draft' | 'published'}`)
          : value,
  };
}
