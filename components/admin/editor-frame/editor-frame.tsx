'use client';

import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormProblems } from '@/components/form-kit/form-problems';
import { SubmitButton } from '@/components/form-kit/fields';
import type { PreviewLinks } from '@/lib/admin/editor/types';
import { PreviewLinksBar } from './preview-links';
import { RecoveryNotice } from './recovery-notice';
import { RestoreNotice, type Restored } from './restore-notice';
import { SessionDialog } from './session-dialog';
import type { EditorTexts, EditorTranslator } from './texts';
import type { EditorForm } from './use-editor-form';

type Props<T extends FieldValues> = {
  editor: EditorForm<T>;
  t: EditorTranslator;
  /** The frame's messages in the admin's language (the list of problems, the sign-in again). */
  texts: EditorTexts;
  /** Fields the form carries without showing them (id, version…). */
  hidden: readonly Path<T>[];
  /** The saved entry's public pages in draft mode; none for a new one. */
  previews: PreviewLinks | null;
  /** Opened right after the entry was created (its save moved here): say it was saved. */
  justSaved?: boolean;
  /** A revision loaded into the form and not saved yet: what its save will change (useRestored). */
  restored?: Restored | null;
  /** The kind's fields: its language fieldsets, its publishing fields, anything of its own. */
  children: ReactNode;
  /** Under the form: the revisions panel, the delete button. */
  after?: ReactNode;
  /**
   * A second way to send the form beside save, posting `intent=review` (an author's "Enviar a
   * revisión": the save that sends the draft to review).
   */
  sendToReview?: { label: string; pendingLabel: string } | null;
};

/**
 * The one edit view every editor composes: unsaved changes this browser kept on top, the problems, then what a loaded revision will
 * change, the kind's fields, save with its notice (saved, a revision loaded, unsaved changes),
 * the preview links; then what comes after the form. A native form post without JavaScript
 * (multipart when a file input is inside), the shared action hook with it.
 */
export function EditorFrame<T extends FieldValues>(props: Props<T>) {
  const { editor, t, texts, hidden, previews, justSaved = false } = props;
  const { form, formRef, formAction, onSubmit, pending } = editor;
  const { problemsRef, problems, formProblem, dirty, savedVersion, loaded, state } = editor;
  const savedNow =
    savedVersion ??
    (justSaved && state.status === 'idle' ? String(form.watch('version' as Path<T>)) : null);
  return (
    <>
      <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="space-y-8">
        <RecoveryNotice t={t} locale={texts.locale} recovery={editor.recovery} />
        {formProblem || problems.length > 0 ? (
          <FormProblems
            ref={problemsRef}
            title={texts.problems}
            // A refusal of the whole save (a stale version, a session gone) has no field to link.
            problems={formProblem ? [{ message: formProblem }] : problems}
          />
        ) : null}
        {props.restored ? <RestoreNotice t={t} restored={props.restored} /> : null}
        {/* Controlled: React would reset a hidden input to its defaultValue on every render. */}
        {hidden.map((name) => (
          <input key={name} type="hidden" {...form.register(name)} value={form.watch(name) ?? ''} />
        ))}
        {props.children}
        <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center">
          <SubmitButton
            pending={pending}
            label={t('actions.save')}
            pendingLabel={t('actions.saving')}
          />
          {props.sendToReview ? (
            <button
              type="submit"
              name="intent"
              value="review"
              disabled={pending}
              aria-disabled={pending}
              className="inline-flex min-h-11 shrink-0 items-center justify-center border border-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-ink-900 hover:bg-ink-900 hover:text-white disabled:cursor-wait disabled:opacity-80"
            >
              {pending ? props.sendToReview.pendingLabel : props.sendToReview.label}
            </button>
          ) : null}
          {previews ? <PreviewLinksBar previews={previews} t={t} /> : null}
          <p role="status" className="text-sm font-semibold text-ink-900 empty:hidden">
            {savedNow && !dirty
              ? t('actions.saved', { version: savedNow })
              : loaded && dirty
                ? t('revisions.loaded', { version: loaded })
                : dirty
                  ? t('actions.unsaved')
                  : null}
          </p>
        </div>
        {previews ? <p className="text-sm text-muted">{t('actions.previewNeedsSave')}</p> : null}
      </form>
      {props.after}
      {editor.session.ended ? (
        <SessionDialog
          t={t}
          texts={texts}
          account={editor.session.account}
          onSignedIn={editor.session.resume}
          onClose={editor.session.dismiss}
        />
      ) : null}
    </>
  );
}
