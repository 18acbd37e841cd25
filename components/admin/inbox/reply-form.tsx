'use client';

import { useActionState, useEffect } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { replyAction } from '@/lib/admin/inbox/reply-actions';
import { idle } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';
import { replyLimits, replyPurposes, type ReplyPurpose } from '@/lib/inbox/replies';
import type { Locale } from '@/lib/routing';

export type ReplyFormLabels = {
  template: string;
  purposes: Record<ReplyPurpose, string>;
  language: string;
  languages: Record<Locale, string>;
  useTemplate: string;
  useTemplateNote: string;
  to: string;
  subject: string;
  body: string;
  bodyNote: string;
  send: string;
  pending: string;
};

type Props = {
  kind: string;
  id: string;
  /** The visitor's name, for a template's `{name}`. */
  name: string;
  /** The visitor's language: the reply's, unless the admin picks the other. */
  language: Locale;
  /** The acknowledgement in the visitor's language, filled in, to start from. */
  initial: { subject: string; body: string };
  labels: ReplyFormLabels;
  errors: Record<string, string>;
  loginHref: string;
};

const label = 'mb-1 block text-sm font-semibold text-ink-900';

/**
 * The reply to an item's visitor. Two buttons post the same action: "use the template" answers
 * with the template's text in the chosen language (the page shows it, with or without
 * JavaScript), "send" queues the reply in the outbox and opens the item again.
 */
export function ReplyForm({ kind, id, name, language, initial, labels, errors, loginHref }: Props) {
  const [state, send, sending] = useActionState(replyAction, idle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const values = state.status === 'idle' ? undefined : state.values;
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {};
  const problem =
    state.status === 'error'
      ? messageOf(errors, state.formError ?? Object.values(fieldErrors)[0] ?? 'failed')
      : null;
  const fieldProblem = (field: 'subject' | 'body') =>
    fieldErrors[field] ? messageOf(errors, fieldErrors[field]) : null;
  // A new answer gives the fields new defaults: the key makes React draw them again.
  const key = values ? JSON.stringify([values.subject, values.body]) : 'initial';
  const subjectProblem = fieldProblem('subject');
  const bodyProblem = fieldProblem('body');
  return (
    <form
      action={send}
      className="space-y-4"
      aria-describedby={problem ? 'reply-problem' : undefined}
    >
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="reply-purpose" className={label}>
            {labels.template}
          </label>
          <select
            id="reply-purpose"
            name="purpose"
            defaultValue={values?.purpose || 'acknowledge'}
            className={inputClass}
          >
            {replyPurposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {labels.purposes[purpose]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="reply-language" className={label}>
            {labels.language}
          </label>
          <select
            id="reply-language"
            name="language"
            defaultValue={values?.language || language}
            className={inputClass}
          >
            {(['es', 'en'] as const).map((value) => (
              <option key={value} value={value}>
                {labels.languages[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <button
          type="submit"
          name="intent"
          value="load"
          formNoValidate
          disabled={sending}
          aria-describedby="reply-load-note"
          className={secondaryButton}
        >
          {labels.useTemplate}
        </button>
        <p id="reply-load-note" className="mt-1 text-sm text-muted">
          {labels.useTemplateNote}
        </p>
      </div>
      <p className="font-semibold [overflow-wrap:anywhere]">{labels.to}</p>
      <div key={key} className="space-y-4">
        <div>
          <label htmlFor="reply-subject" className={label}>
            {labels.subject}
          </label>
          <input
            id="reply-subject"
            name="subject"
            required
            maxLength={replyLimits.subject}
            defaultValue={values?.subject ?? initial.subject}
            aria-invalid={subjectProblem ? true : undefined}
            aria-describedby={subjectProblem ? 'reply-subject-problem' : undefined}
            className={inputClass}
          />
          {subjectProblem ? (
            <p id="reply-subject-problem" className="mt-1 text-sm text-red-800">
              {subjectProblem}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="reply-body" className={label}>
            {labels.body}
          </label>
          <textarea
            id="reply-body"
            name="body"
            rows={12}
            required
            maxLength={replyLimits.body}
            defaultValue={values?.body ?? initial.body}
            aria-invalid={bodyProblem ? true : undefined}
            aria-describedby={
              bodyProblem ? 'reply-body-note reply-body-problem' : 'reply-body-note'
            }
            className={inputClass}
          />
          <p id="reply-body-note" className="mt-1 text-sm text-muted">
            {labels.bodyNote}
          </p>
          {bodyProblem ? (
            <p id="reply-body-problem" className="mt-1 text-sm text-red-800">
              {bodyProblem}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" name="intent" value="send" disabled={sending} className={primaryButton}>
        {sending ? labels.pending : labels.send}
      </button>
      <p id="reply-problem" role="alert" className="text-sm text-red-800 empty:hidden">
        {problem}
      </p>
    </form>
  );
}
