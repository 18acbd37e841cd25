'use client';

import { useActionState, useEffect } from 'react';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { privacyAction } from '@/lib/admin/privacy/actions';
import type { PrivacyLabels } from '@/lib/admin/privacy/loaders';
import { privacyIdle } from '@/lib/admin/privacy/state';
import { messageOf } from '@/lib/i18n/message-key';
import { PrivacyDeleted, PrivacyReport } from './privacy-report';

const label = 'mb-1 block text-sm font-semibold text-ink-900';
const countedSources = [
  'contact_messages',
  'career_applications',
  'newsletter_subscribers',
  'outbox',
  'data_requests',
  'engaged_leads',
];

/**
 * The privacy page: an address typed and posted (never put in a URL), what the site holds about
 * it, then compile (the report and its JSON download) or delete with a confirmation that names
 * the address, or lift its suppression (the bulletin skips a suppressed address). Every step is a plain form post, so it works without JavaScript.
 */
export function PrivacyView({
  labels,
  errors,
  loginHref,
  exportPath,
  preset,
}: {
  labels: PrivacyLabels;
  errors: Record<string, string>;
  loginHref: string;
  exportPath: string;
  /** The address and id of the data subject's request the page was opened from. */
  preset: { email: string; requestId: string } | null;
}) {
  const [state, send, pending] = useActionState(privacyAction, privacyIdle);
  useEffect(() => {
    if (state.status === 'error' && state.formError === 'signedOut')
      window.location.assign(loginHref);
  }, [state, loginHref]);
  const email = state.status === 'idle' ? (preset?.email ?? '') : (state.email ?? '');
  const problem = state.status === 'error' ? messageOf(errors, state.formError ?? 'failed') : null;
  return (
    <>
      <h1 className="font-serif text-4xl">{labels.title}</h1>
      <p className="mt-3 max-w-2xl text-muted">{labels.intro}</p>
      <form action={send} className="mt-6 flex max-w-2xl flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="find" />
        <div className="min-w-64 grow">
          <label htmlFor="privacy-email" className={label}>
            {labels.email}
          </label>
          <input
            id="privacy-email"
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={email}
            key={email}
            aria-describedby={problem ? 'privacy-problem' : undefined}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? labels.finding : labels.find}
        </button>
      </form>
      <p id="privacy-problem" role="alert" className="mt-2 text-sm text-red-800 empty:hidden">
        {problem}
      </p>
      {state.status === 'found' ? (
        <section aria-labelledby="privacy-found" className="mt-8 max-w-2xl">
          <h2 id="privacy-found" className="font-serif text-2xl">
            {labels.foundHeading}
          </h2>
          <p className="mt-1 font-semibold break-all">{state.email}</p>
          <table className="mt-4 w-full text-left text-sm">
            <tbody>
              {countedSources.map((source) => (
                <tr key={source} className="border-b border-ink-100">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {labels.sources[source]}
                  </th>
                  <td className="py-2 text-right tabular-nums">{state.counts[source] ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <form action={send} className="mt-6">
            <input type="hidden" name="intent" value="compile" />
            <input type="hidden" name="email" value={state.email} />
            <button type="submit" disabled={pending} className={primaryButton}>
              {pending ? labels.compiling : labels.compile}
            </button>
          </form>
          <form action={send} className="mt-10 border-t border-ink-100 pt-6">
            <h2 className="font-serif text-2xl">{labels.deleteHeading}</h2>
            <p className="mt-2 text-muted">{labels.deleteIntro}</p>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="email" value={state.email} />
            <div className="mt-4 flex items-start gap-3">
              <input
                id="privacy-confirm"
                name="confirm"
                type="checkbox"
                required
                className="mt-1 size-5"
              />
              <label htmlFor="privacy-confirm">
                {labels.confirm} <strong className="break-all">{state.email}</strong>
              </label>
            </div>
            <div className="mt-4 max-w-md">
              <label htmlFor="privacy-request" className={label}>
                {labels.requestId}
              </label>
              <input
                id="privacy-request"
                name="requestId"
                defaultValue={preset?.requestId ?? ''}
                className={inputClass}
              />
            </div>
            <button type="submit" disabled={pending} className={`${secondaryButton} mt-4`}>
              {pending ? labels.deleting : labels.delete}
            </button>
          </form>
        </section>
      ) : null}
      {state.status === 'found' || state.status === 'lifted' ? (
        <form action={send} className="mt-10 max-w-2xl border-t border-ink-100 pt-6">
          <h2 className="font-serif text-2xl">{labels.liftHeading}</h2>
          <p className="mt-2 text-muted">{labels.liftIntro}</p>
          <input type="hidden" name="intent" value="lift" />
          <input type="hidden" name="email" value={state.email} />
          <button type="submit" disabled={pending} className={`${secondaryButton} mt-4`}>
            {pending ? labels.lifting : labels.lift}
          </button>
          {state.status === 'lifted' ? (
            <p role="status" className="mt-3 font-semibold">
              {state.lifted > 0 ? labels.lifted : labels.notSuppressed}
            </p>
          ) : null}
        </form>
      ) : null}
      {state.status === 'compiled' ? (
        <PrivacyReport
          labels={labels}
          email={state.email}
          report={state.report}
          exportPath={exportPath}
        />
      ) : null}
      {state.status === 'deleted' ? <PrivacyDeleted labels={labels} state={state} /> : null}
    </>
  );
}
