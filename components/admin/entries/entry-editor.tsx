'use client';

import type { UseFormReturn } from 'react-hook-form';
import { EditorFrame } from '@/components/admin/editor-frame/editor-frame';
import { LanguageColumns, useSlugsEdited } from '@/components/admin/editor-frame/language-columns';
import { OptionSelect } from '@/components/admin/editor-frame/option-select';
import { SavedEntryTools } from '@/components/admin/editor-frame/saved-entry-tools';
import { PublishingFields } from '@/components/admin/editor-frame/schedule-field';
import {
  editorTranslator,
  errorTexts,
  type EditorTexts,
} from '@/components/admin/editor-frame/texts';
import { useEditorForm } from '@/components/admin/editor-frame/use-editor-form';
import type { Option, PreviewLinks, RevisionView } from '@/lib/admin/editor/types';
import { deleteEntryAction, saveEntryAction } from '@/lib/admin/entries/actions';
import {
  entryFormFields,
  entryLimits,
  formValuesFrom,
  textFields,
  type EntryFormValues,
} from '@/lib/admin/entries/schema';
import type { EntryDraft } from '@/lib/admin/types';
import { entryFieldOrder, entryFieldLabel, entryChangeWords } from './entry-words';

// zod and the schema load when the form is first checked, not with the page.
const loadSchema = () => import('@/lib/admin/entries/schema').then((m) => m.entryFormSchema);

type Props = {
  texts: EditorTexts;
  initial: EntryFormValues;
  categories: Option[];
  authors: Option[];
  /** The saved entry's revisions, newest first; none for a new entry. */
  revisions: RevisionView<EntryDraft>[] | null;
  /** The entry's public pages in draft mode, per language (saved entries only). */
  previews: PreviewLinks | null;
  loginHref: string;
  /** The signed-in account's e-mail: a save whose session ended signs in again as it. */
  account: string;
};

/**
 * The publication and blog editor, on the editor frame: both languages side by side from a wide
 * screen (one above the other on a phone) with the body, the category, author and schedule; save,
 * preview, delete and the revisions come from the frame.
 */
export function EntryEditor(props: Props) {
  const { texts, initial, categories, authors, revisions, previews, loginHref, account } = props;
  const t = editorTranslator(texts);
  const errors = errorTexts(texts);
  const editor = useEditorForm<EntryFormValues>({
    loadSchema,
    action: saveEntryAction,
    initial,
    fieldOrder: entryFieldOrder,
    errors,
    label: (name) => entryFieldLabel(t, name),
    account,
    leaveMessage: t('actions.leave'),
  });
  const form = editor.form as unknown as UseFormReturn<Record<string, string>>;
  // What the inputs show first: the entry, or what a refused save sent back.
  const values = editor.values;
  const slugs = useSlugsEdited(initial);
  const version = editor.form.watch('version');

  const loadRevision = (revision: RevisionView<EntryDraft>) => {
    const next = formValuesFrom(revision.snapshot);
    for (const name of entryFormFields) {
      if (name === 'id' || name === 'version' || name === 'kind') continue;
      editor.form.setValue(name, next[name], { shouldDirty: true });
    }
    slugs.reset(next);
    editor.setLoaded(revision.version);
  };

  const saved = revisions && initial.id;
  return (
    <EditorFrame
      editor={editor}
      t={t}
      texts={texts}
      hidden={['id', 'version', 'kind']}
      previews={previews}
      after={
        saved ? (
          <SavedEntryTools
            revisions={revisions}
            version={version}
            t={t}
            words={entryChangeWords(t, { categoryId: categories, authorId: authors })}
            onLoad={loadRevision}
            remove={{
              action: deleteEntryAction,
              fields: { id: initial.id, version, kind: initial.kind },
              label: t('actions.delete'),
              question: t('actions.deleteConfirm', { title: initial.titleEs }),
            }}
            errors={errors}
            loginHref={loginHref}
          />
        ) : null
      }
    >
      <LanguageColumns
        fields={textFields}
        limits={entryLimits}
        form={form}
        t={t}
        texts={texts}
        values={values}
        errorOf={editor.errorOf}
        slugs={slugs}
      />
      <PublishingFields
        form={form}
        t={t}
        locale={texts.locale}
        values={values}
        errorOf={editor.errorOf}
        statusLabels={{ draft: t('fields.draft'), published: t('fields.published') }}
      >
        <OptionSelect
          name="categoryId"
          label={t('fields.category')}
          none={t('fields.categoryNone')}
          options={categories}
          register={form.register('categoryId')}
          defaultValue={values.categoryId ?? ''}
          required
          error={editor.errorOf('categoryId')}
        />
        <OptionSelect
          name="authorId"
          label={t('fields.author')}
          none={t('fields.authorNone')}
          options={authors}
          register={form.register('authorId')}
          defaultValue={values.authorId ?? ''}
          error={editor.errorOf('authorId')}
        />
      </PublishingFields>
    </EditorFrame>
  );
}
