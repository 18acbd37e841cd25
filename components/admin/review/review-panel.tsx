'use client';

import { useActionState } from 'react';
import { approveReviewAction, returnReviewAction } from '@/lib/admin/review/actions';
import { reviewNoteMax } from '@/lib/admin/review/schema';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf } from '@/lib/i18n/message-key';

/** The panel's words, already in the admin's language (the page formats names and dates). */
export type ReviewPanelTexts = {
  title: string;
  intro: string;
  approve: string;
  approving: string;
  return: string;
  returning: string;
  note: string;
  noteHint: string;
  approved: string;
  returnedDone: string;
};

type Props = {
  id: string;
  version: number;
  texts: ReviewPanelTexts;
  /** Every problem key as words (Admin.errors). */
  errors: Record<string, string>;
};

const button =
  'min-h-11 border px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70';

const problemOf = (state: FormState, errors: Record<string, string>) =>
  state.status === 'error'
    ? messageOf(errors, state.formError ?? Object.values(state.fieldErrors)[0] ?? 'failed')
    : null;

/**
 * An editor's decision on a pending draft: publish it as it was sent, or return it with a note.
 * Two plain forms, so both work before (and without) JavaScript; each names the version shown.
 */
export function ReviewPanel({ id, version, texts, errors }: Props) {
  const [approved, approve, approving] = useActionState(approveReviewAction, idle);
  const [returned, giveBack, returning] = useActionState(returnReviewAction, idle);
  const approveProblem = problemOf(approved, errors);
  const returnProblem = problemOf(returned, errors);
  const noteValue = returned.status === 'error' ? (returned.values?.note ?? '') : '';
  return (
    <section
      aria-labelledby="review-title"
      className="mt-8 border-2 border-ink-900 bg-white p-4 sm:p-6"
    >
      <h2 id="review-title" className="font-serif text-2xl">
        {texts.title}
      </h2>
      <p className="mt-2">{texts.intro}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <form action={approve} className="space-y-3">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={String(version)} />
          <button
            type="submit"
            disabled={approving}
            className={`${button} border-ink-900 bg-ink-900 text-white hover:bg-ink-950`}
          >
            {approving ? texts.approving : texts.approve}
          </button>
          <p role="status" className="text-sm font-semibold empty:hidden">
            {approved.status === 'success' ? texts.approved : null}
          </p>
          {approveProblem ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {approveProblem}
            </p>
          ) : null}
        </form>
        <form action={giveBack} className="space-y-3">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={String(version)} />
          <label htmlFor="review-note" className="block font-semibold">
            {texts.note}
          </label>
          <p id="review-note-hint" className="text-sm text-muted">
            {texts.noteHint}
          </p>
          <textarea
            id="review-note"
            name="note"
            required
            rows={4}
            maxLength={reviewNoteMax}
            defaultValue={noteValue}
            aria-describedby={
              returnProblem ? 'review-note-hint review-note-error' : 'review-note-hint'
            }
            aria-invalid={returnProblem ? true : undefined}
            className="block w-full border border-stone-line bg-white p-3"
          />
          {returnProblem ? (
            <p id="review-note-error" role="alert" className="text-sm font-semibold text-red-800">
              {returnProblem}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={returning}
            className={`${button} border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white`}
          >
            {returning ? texts.returning : texts.return}
          </button>
          <p role="status" className="text-sm font-semibold empty:hidden">
            {returned.status === 'success' ? texts.returnedDone : null}
          </p>
        </form>
      </div>
    </section>
  );
}
