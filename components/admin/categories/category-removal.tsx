'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { inputClass } from '@/components/form-kit/fields';
import { secondaryButton } from '@/components/admin/shell/buttons';
import { problemsOf, type FormMessages } from '@/lib/admin/problems';
import { formatMessage } from '@/lib/i18n/translate';
import { idle, type FormState } from '@/lib/forms/state';
import { adminEditPath, type Locale } from '@/lib/routing';

type Action = (previous: FormState, form: FormData) => Promise<FormState>;

type Props = {
  category: { id: string; label: string };
  /** The categories it may be merged into, named in the admin's language. */
  targets: { id: string; label: string }[];
  deleteAction: Action;
  mergeAction: Action;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  /** Unformatted messages (ICU), filled here with the category's name. */
  texts: {
    deleteOpen: string;
    deleteQuestion: string;
    deleteSubmit: string;
    deletePending: string;
    inUse: string;
    mergeOpen: string;
    mergeTarget: string;
    mergeHint: string;
    mergeSubmit: string;
    mergeSubmitOf: string;
    mergePending: string;
    kinds: Record<'publication' | 'blog' | 'bulletin', string>;
  };
};

const disclosure =
  'group border-t border-stone-line pt-4 [&_summary]:inline-flex [&_summary]:min-h-11 [&_summary]:cursor-pointer [&_summary]:items-center [&_summary]:font-semibold [&_summary]:text-ink-900 [&_summary]:underline [&_summary]:underline-offset-4';

/**
 * Deleting or merging one category, each behind a disclosure that asks first (plain <details>,
 * so both work without JavaScript). A refused deletion lists the entries that use the category,
 * each linked to its editor; a success leaves the page for the list, which says what happened.
 */
export function CategoryRemoval(props: Props) {
  const { category, targets, locale, messages, loginHref, texts } = props;
  const [deleted, remove, removing] = useActionState(props.deleteAction, idle);
  const [merged, merge, merging] = useActionState(props.mergeAction, idle);
  useEffect(() => {
    for (const state of [deleted, merged])
      if (state.status === 'error' && state.formError === 'signedOut')
        window.location.assign(loginHref);
  }, [deleted, merged, loginHref]);

  const say = (message: string, values: Record<string, string | number> = {}) =>
    formatMessage(locale, message, { label: category.label, ...values });
  const uses = deleted.status === 'error' ? (deleted.details?.uses ?? []) : [];
  const deleteProblem =
    deleted.status === 'error' && !uses.length
      ? problemsOf(deleted, { locale, messages, fieldIds: { id: '' } })[0]?.message
      : undefined;
  const targetId = `merge-${category.id}`;
  const mergeProblem = problemsOf(merged, { locale, messages, fieldIds: { targetId } })[0];

  return (
    <div className="mt-6 grid gap-4 md:grid-cols-2">
      <details className={disclosure} open={deleted.status === 'error' || undefined}>
        <summary>{texts.deleteOpen}</summary>
        <form action={remove} className="mt-3 space-y-3">
          <input type="hidden" name="id" value={category.id} />
          <p>{say(texts.deleteQuestion)}</p>
          <button
            type="submit"
            disabled={removing}
            className={`${secondaryButton} disabled:cursor-wait`}
          >
            {removing ? texts.deletePending : say(texts.deleteSubmit)}
          </button>
          <div role="alert" className="text-sm text-red-800 empty:hidden">
            {uses.length ? (
              <>
                <p className="font-semibold">{say(texts.inUse, { count: uses.length })}</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-900">
                  {uses.map((use) => (
                    <li key={use.id} className="[overflow-wrap:anywhere]">
                      <Link
                        href={adminEditPath(use.kind, use.id)}
                        className="underline underline-offset-4"
                      >
                        {use.title}
                      </Link>{' '}
                      <span className="text-muted">({texts.kinds[use.kind]})</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : deleteProblem ? (
              <p className="font-semibold">{deleteProblem}</p>
            ) : null}
          </div>
        </form>
      </details>
      {targets.length ? (
        <details className={disclosure} open={merged.status === 'error' || undefined}>
          <summary>{texts.mergeOpen}</summary>
          <form action={merge} className="mt-3 space-y-3">
            <input type="hidden" name="id" value={category.id} />
            <label htmlFor={targetId} className="block font-semibold">
              {say(texts.mergeTarget)}
            </label>
            <select
              id={targetId}
              name="targetId"
              aria-describedby={`${targetId}-hint`}
              aria-invalid={mergeProblem ? true : undefined}
              className={inputClass}
            >
              {targets.map((target) => (
                <option key={target.id} value={target.id}>
                  {target.label}
                </option>
              ))}
            </select>
            <p id={`${targetId}-hint`} className="text-sm text-muted">
              {say(texts.mergeHint)}
            </p>
            <button
              type="submit"
              disabled={merging}
              aria-label={say(texts.mergeSubmitOf)}
              className={`${secondaryButton} disabled:cursor-wait`}
            >
              {merging ? texts.mergePending : texts.mergeSubmit}
            </button>
            <p role="alert" className="text-sm font-semibold text-red-800 empty:hidden">
              {mergeProblem?.message}
            </p>
          </form>
        </details>
      ) : null}
    </div>
  );
}
