import 'server-only';
import type { EntryEditorData } from '@/lib/admin/entries/loaders';
import { formValuesFrom, newEntryValues } from '@/lib/admin/entries/schema';
import { adminTranslator } from '@/lib/admin/locale';
import { isEntrySnapshot, revisionViews } from '@/lib/admin/editor/revisions';
import type { EditableKind } from '@/lib/admin/types';
import { teamMembers } from '@/lib/content/team';
import { messages } from '@/lib/i18n/messages';
import {
  adminEditPath,
  adminPaths,
  loginPathFor,
  previewPathFor,
  type Locale,
} from '@/lib/routing';
import { AuditHistoryLink } from '@/components/admin/audit/history-link';
import { RestoredNotice } from '@/components/admin/trash/restored-notice';
import { ReviewNotice } from '@/components/admin/review/review-notice';
import { EntryEditor } from './entry-editor';

/** The page titles of the editors, per kind and whether the entry is new. */
export const editorTitleKey = (kind: EditableKind, isNew: boolean) =>
  `editor.meta.${isNew ? 'new' : 'edit'}${kind === 'publication' ? 'Publication' : 'Blog'}` as const;

/**
 * The publication or blog editor's page, new or saved, as its route read it
 * (lib/admin/entries/loaders.ts). The four routes under app/admin/(protected) render it.
 */
export function EntryEditorPage({
  kind,
  editor,
  restored = false,
}: {
  kind: EditableKind;
  editor: EntryEditorData;
  /** Opened right after the entry came back from the trash. */
  restored?: boolean;
}) {
  const { locale } = editor;
  const t = adminTranslator(locale);
  const saved = editor.saved
    ? {
        entry: editor.saved.entry,
        revisions: revisionViews(editor.saved.revisions, locale, isEntrySnapshot),
      }
    : null;
  const categories = editor.categories.map((category) => ({
    id: category.id,
    label: category.label[locale],
  }));
  const initial = saved ? formValuesFrom(saved.entry, saved.entry) : newEntryValues(kind, '');
  const here = saved ? adminEditPath(kind, saved.entry.id) : newPath[kind];
  const preview = (language: Locale) => previewPathFor(saved!.entry.id, language);
  const review = editor.saved?.review ?? null;
  // An author's draft goes to review from its editor; a pending one waits, unchangeable by them.
  const authorWaits = review?.state === 'pending' && !editor.may.review;
  const mayPublish = editor.may.publish;
  const sendToReview =
    !mayPublish && (!saved || saved.entry.status === 'draft')
      ? { label: t('review.send'), pendingLabel: t('review.sending') }
      : null;

  return (
    <>
      <h1 className="font-serif text-4xl">{t(editorTitleKey(kind, !saved))}</h1>
      {saved ? <p className="mt-3 [overflow-wrap:anywhere] text-muted">{initial.titleEs}</p> : null}
      {saved && editor.may.readHistory ? (
        <p className="mt-2">
          <AuditHistoryLink kind="entry" id={saved.entry.id} label={t('audit.historyLink')} />
        </p>
      ) : null}
      {restored ? <RestoredNotice locale={locale} /> : null}
      {review ? <ReviewNotice review={review} locale={locale} decide={editor.may.review} /> : null}
      {authorWaits ? null : (
        <div className="mt-8">
          <EntryEditor
            texts={{
              locale,
              editor: messages[locale].Admin.editor,
              errors: messages[locale].Admin.errors,
              problems: t('form.problems'),
            }}
            initial={initial}
            categories={categories}
            authors={teamMembers.map((member) => ({ id: member.id, label: member.name }))}
            revisions={saved?.revisions ?? null}
            previews={saved ? { es: preview('es'), en: preview('en') } : null}
            loginHref={loginPathFor(here)}
            account={editor.account}
            may={editor.may}
            sendToReview={sendToReview}
          />
        </div>
      )}
    </>
  );
}

const newPath: Record<EditableKind, string> = {
  publication: adminPaths.newPublication,
  blog: adminPaths.newBlog,
};
