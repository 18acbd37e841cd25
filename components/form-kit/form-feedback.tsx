'use client';

import { useEffect } from 'react';
import type { FormState } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';
import { SuccessPanel } from './fields';

type FeedbackText = {
  successTitle: string;
  successText: string;
  sendAnother: string;
  errors: KeyedMessages;
};

/** Toasts for a form's outcome: success, or the form-level failure (storage, rate limit). */
export function useFormToasts(state: FormState, text: FeedbackText) {
  useEffect(() => {
    if (state.status === 'idle') return;
    // sonner is loaded on demand (see SiteToaster), here once there is something to say.
    void import('sonner').then(({ toast }) => {
      if (state.status === 'success') toast.success(text.successTitle);
      if (state.status === 'error' && state.formError)
        toast.error(messageOf(text.errors, state.formError));
    });
  }, [state, text]);
}

/** The sent state of a form, with a button to fill in another. */
export function SentPanel({ text, onAgain }: { text: FeedbackText; onAgain: () => void }) {
  return (
    <SuccessPanel
      title={text.successTitle}
      text={text.successText}
      action={
        <button
          type="button"
          onClick={onAgain}
          className="text-sm font-semibold text-ink-900 underline underline-offset-4"
        >
          {text.sendAnother}
        </button>
      }
    />
  );
}
