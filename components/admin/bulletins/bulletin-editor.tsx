'use client';

import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { EditorFrame } from '@/components/admin/editor-frame/editor-frame';
import { fieldId } from '@/components/admin/editor-frame/field-id';
import { LanguageColumns, useSlugsEdited } from '@/components/admin/editor-frame/language-columns';
import { SavedEntryTools } from '@/components/admin/editor-frame/saved-entry-tools';
import { useRestored } from '@/components/admin/editor-frame/restore-notice';
import { PublishingFields } from '@/components/admin/editor-frame/schedule-field';
import { editorTranslator, errorTexts } from '@/components/admin/editor-frame/texts';
import { messageOf } from '@/lib/i18n/message-key';
import { useEditorForm } from '@/components/admin/editor-frame/use-editor-form';
import { deleteBulletinAction, saveBulletinAction } from '@/lib/admin/bulletins/actions';
import { bulletinLimits } from '@/lib/admin/bulletins/schema';
import type { BulletinValues } from '@/lib/admin/bulletins/types';
import { bulletinValues } from '@/lib/admin/bulletins/values';
import { restoreBulletin, restoredBulletinFields } from '@/lib/admin/editor/restore';
import type { PreviewLinks, RevisionView } from '@/lib/admin/editor/types';
import type { BulletinDraft } from '@/lib/admin/types';
import { BulletinItems } from './bulletin-items';
import { BulletinPdfs } from './bulletin-pdf';
import { bulletinChangeWords, bulletinFieldLabel, bulletinFieldOrder } from './bulletin-words';
import type { BulletinItem } from './items';
import { MonthField } from './month-field';
import { bulletinTranslator, type BulletinTexts } from './texts';
import { useBulletinItems } from './use-bulletin-items';
import { useStoredPdf } from './use-stored-pdf';

// zod and the schema load when the form is first checked, not with the page.
const loadSchema = () => import('@/lib/admin/bulletins/schema').then((m) => m.bulletinFormSchema);

// The stored PDFs' paths change only with a file, which no kept draft holds.
const notKept = ['pdfPathEs', 'pdfPathEn'];

export type BulletinEditorProps = {
  texts: BulletinTexts;
  initial: BulletinValues;
  /** Every entry the bulletin or its revisions gather, with its titles. */
  known: BulletinItem[];
  /** The saved bulletin's revisions, newest first; none for a new one. */
  revisions: RevisionView<BulletinDraft>[] | null;
  /** The bulletin's public pages in draft mode (saved bulletins only). */
  previews: PreviewLinks | null;
  /** Opened right after the bulletin was created (the save moved here): say it was saved. */
  justSaved?: boolean;
  loginHref: string;
  /** The signed-in account's e-mail: a save whose session ended signs in again as it. */
  account: string;
};

/**
 * The bulletin editor, on the editor frame: both languages' title, slug and summary, the month and
 * the schedule, the ordered entries and the PDF. Save, preview, delete, the revisions and the
 * unsaved-changes guard come from the frame, and work as they do for publications.
 */
export function BulletinEditor(props: BulletinEditorProps) {
  const { texts, initial, known, revisions, previews, loginHref, account } = props;
  const t = editorTranslator(texts);
  const tb = bulletinTranslator(texts.locale, texts.bulletin);
  const errors = errorTexts(texts, texts.bulletin.errors);
  // A chosen file or a ticked "remove" is unsaved work the form's values do not hold.
  const [pdfPending, setPdfPending] = useState(false);
  const editor = useEditorForm<BulletinValues>({
    loadSchema,
    action: saveBulletinAction,
    initial,
    fieldOrder: bulletinFieldOrder,
    errors,
    label: (name) => bulletinFieldLabel(t, tb, name),
    account,
    leaveMessage: t('actions.leave'),
    alsoDirty: pdfPending,
    draft: {
      kind: 'bulletin',
      id: initial.id,
      skip: notKept,
      onRecovered: (recovered) => {
        items.show((recovered.items ?? '').split(','));
        slugs.reset({ slugEs: recovered.slugEs ?? '', slugEn: recovered.slugEn ?? '' });
      },
    },
  });
  const form = editor.form as unknown as UseFormReturn<Record<string, string>>;
  const values = editor.values;
  const items = useBulletinItems(known, form, values.items ?? '');
  const slugs = useSlugsEdited(initial);
  const version = editor.form.watch('version');
  const pdfKey = useStoredPdf(editor.state, initial, form, () => setPdfPending(false));

  const words = bulletinChangeWords(t, tb, texts.locale, known);
  const restored = useRestored(editor);

  // The revision's texts and entries into the form, over the saved version (the newest revision
  // if the page has not read the current one yet); month, status, date, PDF and slugs stay.
  const loadRevision = (revision: RevisionView<BulletinDraft>) => {
    const saved =
      (revisions?.find((r) => r.version === Number(version)) ?? revisions?.[0])?.snapshot ??
      revision.snapshot;
    const result = restoreBulletin(saved, revision.snapshot);
    const next = bulletinValues(result);
    for (const name of restoredBulletinFields)
      form.setValue(name, next[name], { shouldDirty: true });
    items.show(result.itemIds);
    slugs.reset(form.getValues() as typeof next);
    const changes = words.compare(saved, result);
    restored.show({ version: revision.version, fields: changes.map(words.label) });
  };

  return (
    <EditorFrame
      editor={editor}
      t={t}
      texts={texts}
      hidden={['id', 'version', 'items', 'pdfPathEs', 'pdfPathEn']}
      previews={previews}
      justSaved={props.justSaved}
      restored={restored.current}
      after={
        revisions && initial.id ? (
          <SavedEntryTools
            revisions={revisions}
            version={version}
            t={t}
            words={words}
            onLoad={loadRevision}
            remove={{
              action: deleteBulletinAction,
              fields: { id: initial.id, version },
              label: tb('delete'),
              question: tb('deleteConfirm'),
            }}
            errors={errors}
            loginHref={loginHref}
          />
        ) : null
      }
    >
      <LanguageColumns
        fields={['title', 'slug', 'summary']}
        limits={bulletinLimits}
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
        statusLabels={{ draft: tb('statusDraft'), published: tb('statusPublished') }}
      >
        <MonthField form={form} tb={tb} values={values} error={editor.errorOf('issueMonth')} />
      </PublishingFields>
      <BulletinItems
        items={items.items}
        onChange={items.change}
        locale={texts.locale}
        t={tb}
        searchId={fieldId('items')}
        month={() => form.getValues('issueMonth') ?? ''}
        error={editor.errorOf('items')}
      />
      <BulletinPdfs
        key={pdfKey}
        form={form}
        t={tb}
        locale={texts.locale}
        errorOf={editor.errorOf}
        say={(key) => messageOf(errors, key)}
        onPending={setPdfPending}
      />
    </EditorFrame>
  );
}
