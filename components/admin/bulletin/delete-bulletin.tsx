'use client';

import { useRef, useState, useTransition } from 'react';
import { deleteBulletinAction } from '@/lib/admin/bulletin-actions';
import { idle } from '@/lib/forms/state';
import type { Translate } from './translator';

/**
 * Deleting, behind a confirmation (a modal dialog: focus moves into it and Escape cancels). The
 * delete names the version the editor was loaded with: someone else's newer save is never
 * deleted unseen. On success the editor is left for `doneHref`.
 */
export function DeleteBulletin(props: {
  id: string;
  version: string;
  t: Translate;
  describe: (key: string) => string;
  onDeleted: () => void;
}) {
  const { id, version, t } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [problem, setProblem] = useState('');
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const form = new FormData();
      form.set('id', id);
      form.set('version', version);
      const state = await deleteBulletinAction(idle, form);
      if (state.status === 'success') return props.onDeleted();
      setProblem(
        props.describe(state.status === 'error' ? (state.formError ?? 'failed') : 'failed'),
      );
    });

  return (
    <section
      aria-labelledby="bulletin-delete-title"
      className="mt-12 border-t border-stone-edge pt-8"
    >
      <h2 id="bulletin-delete-title" className="font-serif text-2xl">
        {t('deleteTitle')}
      </h2>
      <button
        type="button"
        onClick={() => {
          setProblem('');
          dialog.current?.showModal();
        }}
        className="mt-4 min-h-11 border border-red-800 bg-white px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        {t('delete')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="bulletin-delete-question"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] border border-ink-900 bg-white p-6 text-ink-950 backdrop:bg-ink-950/60"
      >
        <p id="bulletin-delete-question" className="text-ink-900">
          {t('deleteConfirm')}
        </p>
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden">
          {problem}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className="min-h-11 border border-ink-900 bg-white px-5 py-2 text-sm font-semibold text-ink-900 hover:bg-brass-100"
          >
            {t('deleteCancel')}
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={confirm}
            className="min-h-11 border border-red-800 bg-red-800 px-5 py-2 text-sm font-semibold text-white hover:bg-red-900 disabled:cursor-wait"
          >
            {pending ? t('deleting') : t('deleteYes')}
          </button>
        </div>
      </dialog>
    </section>
  );
}
