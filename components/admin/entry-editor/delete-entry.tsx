'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { deleteEntryAction } from '@/lib/admin/entries/actions';
import type { EditableKind } from '@/lib/admin/types';
import { idle } from '@/lib/forms/state';
import { problemText, type EditorTexts, type EditorTranslator } from './texts';

type Props = {
  id: string;
  version: string;
  kind: EditableKind;
  title: string;
  t: EditorTranslator;
  texts: EditorTexts;
  loginHref: string;
};

const outline =
  'min-h-11 border px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

/**
 * Deleting an entry, in two steps: the button asks, and only "Yes, delete" posts. The answer
 * (someone saved meanwhile, a failure) shows beside it; a deleted entry's page goes to its list.
 */
export function DeleteEntry({ id, version, kind, title, t, texts, loginHref }: Props) {
  const [state, submit, pending] = useActionState(deleteEntryAction, idle);
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  const problem =
    state.status === 'error'
      ? problemText(texts, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
      : null;

  return (
    <section aria-label={t('actions.delete')} className="mt-10 border-t border-stone-line pt-6">
      {asking ? (
        <form action={submit} className="space-y-4 border-2 border-red-700 bg-white p-4 sm:p-6">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="kind" value={kind} />
          <p className="font-semibold text-red-900">{t('actions.deleteConfirm', { title })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              ref={confirmRef}
              type="submit"
              disabled={pending}
              className={`${outline} border-red-800 bg-red-800 text-white hover:bg-red-900`}
            >
              {pending ? t('actions.deleting') : t('actions.deleteYes')}
            </button>
            <button
              type="button"
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => askRef.current?.focus());
              }}
              className={`${outline} border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
            >
              {t('actions.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={askRef}
          type="button"
          onClick={() => setAsking(true)}
          className={`${outline} border-red-800 text-red-900 hover:bg-red-800 hover:text-white`}
        >
          {t('actions.delete')}
        </button>
      )}
      <p role="alert" className="mt-3 text-sm font-medium text-red-800 empty:hidden">
        {problem}
      </p>
    </section>
  );
}
