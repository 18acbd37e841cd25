'use client';

import { useActionState, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { confirmDataRequestAction } from '@/lib/data-requests/actions';
import { idle } from '@/lib/forms/state';
import { formatMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/routing';

type Texts = { body: string; button: string; done: string; invalid: string; failed: string };

/**
 * The button of a data request's confirmation link, and its outcome: the action's answer, with
 * the legal term and the day it ends, rendered in place (with JavaScript off too, as the server
 * renders the posted form's state). No URL can claim a registration that did not happen.
 */
export function DataRequestConfirmFlow({
  token,
  locale,
  texts,
  headers,
  back,
}: {
  token: string;
  locale: Locale;
  texts: Texts;
  headers: { initial: ReactNode; done: ReactNode; invalid: ReactNode };
  back: ReactNode;
}) {
  const [state, action, pending] = useActionState(confirmDataRequestAction, idle);
  const invalid =
    state.status === 'error' &&
    (state.formError === 'subscriptionInvalid' || state.fieldErrors.token !== undefined);
  const outcome = state.status === 'success' ? 'done' : invalid ? 'invalid' : null;
  const values = state.status === 'success' ? (state.values ?? {}) : {};

  return (
    <>
      {outcome ? headers[outcome] : headers.initial}
      <Container className="max-w-3xl py-16 sm:py-20">
        {outcome ? (
          <>
            <p role="status" className="text-lg leading-relaxed text-ink-900">
              {outcome === 'done'
                ? formatMessage(locale, texts.done, {
                    kind: values.kind ?? 'consulta',
                    days: values.days ?? '',
                    date: values.date ?? '',
                  })
                : texts.invalid}
            </p>
            <div className="mt-8">{back}</div>
          </>
        ) : (
          <>
            {state.status === 'error' ? (
              <p role="alert" className="text-lg leading-relaxed text-red-900">
                {texts.failed}
              </p>
            ) : (
              <p className="text-lg leading-relaxed text-ink-900">{texts.body}</p>
            )}
            <form action={action} className="mt-8">
              <input type="hidden" name="token" value={token} />
              <input type="hidden" name="locale" value={locale} />
              <button
                type="submit"
                disabled={pending}
                className="inline-flex min-h-11 items-center justify-center border border-ink-900 bg-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-ink-700 disabled:cursor-wait disabled:opacity-80"
              >
                {texts.button}
              </button>
            </form>
          </>
        )}
      </Container>
    </>
  );
}
