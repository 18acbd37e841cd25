'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { deleteImageAction, updateImageAction } from '@/lib/admin/images/actions';
import { idle, type FormState } from '@/lib/forms/state';
import { messageOf, type KeyedMessages } from '@/lib/i18n/message-key';
import { formatMessage } from '@/lib/i18n/translate';
import { adminEditPath, type Locale } from '@/lib/routing';
import { ImageFields, type ImageFieldTexts, type ImageFieldValues } from './image-fields';

const worded = (state: FormState, errors: KeyedMessages) =>
  state.status === 'error'
    ? Object.fromEntries(
        Object.entries(state.fieldErrors).map(([k, key]) => [k, messageOf(errors, String(key))]),
      )
    : {};

const useSignedOut = (states: FormState[], loginHref: string) =>
  useEffect(() => {
    for (const state of states)
      if (state.status === 'error' && state.formError === 'signedOut')
        window.location.assign(loginHref);
  }, [states, loginHref]);

/** An image's texts and focal point; works as a plain form post without JavaScript. */
export function ImageEdit({
  id,
  values,
  texts,
  errors,
  loginHref,
}: {
  id: string;
  values: ImageFieldValues;
  texts: ImageFieldTexts & { save: string; saving: string; saved: string };
  errors: KeyedMessages;
  loginHref: string;
}) {
  const [state, send, sending] = useActionState(updateImageAction, idle);
  useSignedOut([state], loginHref);
  const shown = state.status === 'error' ? state.values : values;
  const problem =
    state.status === 'error' && state.formError ? messageOf(errors, state.formError) : null;
  return (
    <form action={send} className="space-y-4">
      <input type="hidden" name="id" value={id} />
      <ImageFields
        key={JSON.stringify(shown)}
        prefix={`image-${id}`}
        texts={texts}
        values={shown}
        errors={worded(state, errors)}
      />
      <button type="submit" disabled={sending} className={primaryButton}>
        {sending ? texts.saving : texts.save}
      </button>
      <p aria-live="polite" className="text-sm font-semibold empty:hidden">
        {problem ?? (state.status === 'success' ? texts.saved : null)}
      </p>
    </form>
  );
}

/** Deleting an image, asked first; a refusal names every entry that uses it. */
export function ImageDelete({
  id,
  name,
  locale,
  texts,
  errors,
  loginHref,
}: {
  id: string;
  name: string;
  locale: Locale;
  texts: {
    question: string;
    submit: string;
    pending: string;
    inUse: string;
    kinds: Record<'publication' | 'blog' | 'bulletin', string>;
  };
  errors: KeyedMessages;
  loginHref: string;
}) {
  const [state, remove, removing] = useActionState(deleteImageAction, idle);
  useSignedOut([state], loginHref);
  const uses = state.status === 'error' ? (state.details?.uses ?? []) : [];
  const problem =
    state.status === 'error' && !uses.length
      ? messageOf(errors, state.formError ?? 'failed')
      : null;
  return (
    <form action={remove} className="space-y-3">
      <input type="hidden" name="id" value={id} />
      <p className="[overflow-wrap:anywhere]">{formatMessage(locale, texts.question, { name })}</p>
      <button
        type="submit"
        disabled={removing}
        className={`${secondaryButton} disabled:cursor-wait`}
      >
        {removing ? texts.pending : texts.submit}
      </button>
      <div role="alert" className="text-sm text-red-800 empty:hidden">
        {uses.length ? (
          <>
            <p className="font-semibold">
              {formatMessage(locale, texts.inUse, { count: uses.length })}
            </p>
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
        ) : problem ? (
          <p className="font-semibold">{problem}</p>
        ) : null}
      </div>
    </form>
  );
}
