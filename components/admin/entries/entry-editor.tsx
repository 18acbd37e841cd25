'use client';

import type { UseFormReturn } from 'react-hook-form';
import { EditorFrame } from '@/components/admin/editor-frame/editor-frame';
import { LanguageColumns, useSlugsEdited } from '@/components/admin/editor-frame/language-columns';
import { OptionSelect } from '@/components/admin/editor-frame/option-select';
import { SavedEntryTools } from '@/components/admin/editor-frame/saved-entry-tools';
import { useRestored } from '@/components/admin/editor-frame/restore-notice';
import { PublishingFields } from '@/components/admin/editor-frame/schedule-field';
import {
  editorTranslator,
  errorTexts,
  type EditorTexts,
} from '@/components/admin/editor-frame/texts';
import { useEditorForm } from '@/components/admin/editor-frame/use-editor-form';
import { restoreEntry } from '@/lib/admin/editor/restore';
import type { Option, PreviewLinks, RevisionView } from '@/lib/admin/editor/types';
import { deleteEntryAction, saveEntryAction } from '@/lib/admin/entries/actions';
import {
  entryFormFields,
  entryLimits,
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
  /** What the caller's role lets this editor offer (an author: neither). */
  may: { publish: boolean; delete: boolean };
  /** The "Enviar a revisión" button's words, for an author's draft; null: not offered. */
  sendToReview?: { label: string; pendingLabel: string } | null;
};

/**
 * The publication and blog editor, on the editor frame: both languages side by side from a wide
 * screen (one above the other on a phone) with the body, the category, author and schedule; save,
 * preview, delete and the revisions come from the frame.
 */
export function EntryEditor(props: Props) {
  const { texts, initial, categories, authors, revisions, previews, loginHref, account, may } =
    props;
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
    draft: {
      kind: initial.kind,
      id: initial.id,
      // The slugs a recovered draft holds were typed: the titles no longer suggest them.
      onRecovered: (recovered) =>
        slugs.reset({ slugEs: recovered.slugEs ?? '', slugEn: recovered.slugEn ?? '' }),
    },
  });
  const form = editor.form as unknown as UseFormReturn<Record<string, string>>;
  // What the inputs show first: the entry, or what a refused save sent back.
  const values = editor.values;
  const slugs = useSlugsEdited(initial);
  const version = editor.form.watch('version');

  const words = entryChangeWords(t, { categoryId: categories, authorId: authors });
  const restored = useRestored(editor);

  // The revision's content into the form; status, date and slugs stay as the form has them. The
  // notice names what that changes from the saved version (the newest revision if the page has
  // not read the current one yet).
  const loadRevision = (revision: RevisionView<EntryDraft>) => {
    const next = restoreEntry(editor.form.getValues(), revision.snapshot);
    for (const name of entryFormFields) {
      if (name === 'id' || name === 'version' || name === 'kind') continue;
      editor.form.setValue(name, next[name], { shouldDirty: true });
    }
    slugs.reset(next);
    const saved = (revisions?.find((r) => r.version === Number(version)) ?? revisions?.[0])
      ?.snapshot;
    const changes = saved ? words.compare(saved, restoreEntry(saved, revision.snapshot)) : [];
    restored.show({ version: revision.version, fields: changes.map(words.label) });
  };

  const saved = revisions && initial.id;
  return (
    <EditorFrame
      editor={editor}
      t={t}
      texts={texts}
      hidden={['id', 'version', 'kind']}
      previews={previews}
      restored={restored.current}
      sendToReview={props.sendToReview ?? null}
      after={
        saved ? (
          <SavedEntryTools
            revisions={revisions}
            version={version}
            t={t}
            words={words}
            onLoad={loadRevision}
            remove={
              may.delete
                ? {
                    action: deleteEntryAction,
                    fields: { id: initial.id, version, kind: initial.kind },
                    label: t('actions.delete'),
                    question: t('actions.deleteConfirm', { title: initial.titleEs }),
                  }
                : null
            }
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
        draftOnly={may.publish ? undefined : t('fields.draftOnly')}
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
