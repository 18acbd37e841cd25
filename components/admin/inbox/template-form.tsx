'use client';

import { useActionState, useEffect } from 'react';
import { primaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { saveReplyTemplateAction } from '@/lib/admin/inbox/reply-actions';
import { idle } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';
import { replyLimits, type ReplyTemplate } from '@/lib/inbox/replies';

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * One template's subject and body. A refusal gives back what was typed; a save opens the page
 * again with the template's saved note. Works as a plain form post without JavaScript.
 */
export function TemplateForm({
  template,
  labels,
  errors,
  loginHref,
}: {
  template: Pick<ReplyTemplate, 'purpose' | 'locale' | 'subject' | 'body'>;
  labels: { subject: string; body: string; save: string; pending: string };
  errors: Record<string, string>;
  loginHref: string;
}) {
  const [state, send, sending] = useActionState(saveReplyTemplateAction, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const values = state.status === 'error' ? state.values : undefined;
  const problem =
    state.status === 'error'
      ? messageOf(errors, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
      : null;
  const slug = `${template.purpose}-${template.locale}`;
  const problemId = `template-${slug}-problem`;
  return (
    <form action={send} className="space-y-3" aria-describedby={problem ? problemId : undefined}>
      <input type="hidden" name="purpose" value={template.purpose} />
      <input type="hidden" name="locale" value={template.locale} />
      <div key={values ? JSON.stringify(values) : 'saved'} className="space-y-3">
        <div>
          <label htmlFor={`template-${slug}-subject`} className={label}>
            {labels.subject}
          </label>
          <input
            id={`template-${slug}-subject`}
            name="subject"
            required
            maxLength={replyLimits.subject}
            defaultValue={values?.subject ?? template.subject}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`template-${slug}-body`} className={label}>
            {labels.body}
          </label>
          <textarea
            id={`template-${slug}-body`}
            name="body"
            rows={10}
            required
            maxLength={replyLimits.body}
            defaultValue={values?.body ?? template.body}
            className={inputClass}
          />
        </div>
      </div>
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? labels.pending : labels.save}
      </button>
      <p id={problemId} role="alert" className="text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
