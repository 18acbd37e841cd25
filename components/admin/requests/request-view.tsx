import Link from 'next/link';
import { InboxForm } from '@/components/admin/inbox/inbox-form';
import { primaryButton, secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import { markRequestAction, moveRequestAction } from '@/lib/admin/requests/actions';
import type { RequestClock } from '@/lib/data-requests/clock';
import { dayInWords } from '@/lib/data-requests/format';
import { nextMoves } from '@/lib/data-requests/moves';
import type { DataRequest } from '@/lib/data-requests/types';
import {
  adminPaths,
  adminRequestPath,
  loginPathFor,
  privacyPathFor,
  type Locale,
} from '@/lib/routing';
import { DaysLeft } from './requests-table';
import { RequestSteps } from './request-steps';

type Props = {
  request: DataRequest & { clock: RequestClock };
  locale: Locale;
  errors: Record<string, string>;
};
const heading = 'font-serif text-2xl';
const label = 'mb-1 block text-sm font-semibold text-ink-900';

/** One request: what the person wrote, its terms, the "en trámite" mark, the moves and its history. */
export function RequestView({ request, locale, errors }: Props) {
  const t = adminTranslator(locale);
  const shared = {
    errors,
    loginHref: loginPathFor(adminRequestPath(request.id)),
    pending: t('requests.pending'),
  };
  const moves = nextMoves(
    request.status,
    request.kind,
    request.extendedDueDay !== null,
    request.clock,
  );
  const fields: [string, string][] = [
    [t('requests.fields.kind'), t(`requests.kinds.${request.kind}`)],
    [t('requests.fields.name'), request.name],
    [t('requests.fields.email'), request.email],
    [t('requests.fields.idNumber'), request.idNumber ?? t('requests.none')],
    [t('requests.fields.confirmedAt'), formatAdminDateTime(request.confirmedAt, locale)],
    [t('requests.fields.language'), t(`requests.languages.${request.locale}`)],
  ];
  return (
    <>
      <p>
        <Link href={adminPaths.requests} className="text-sm underline underline-offset-2">
          {t('requests.title')}
        </Link>
      </p>
      <h1 className="mt-2 font-serif text-4xl [overflow-wrap:anywhere]">{request.name}</h1>
      <p className="mt-3" data-status={request.status}>
        <strong>{t(`requests.statuses.${request.status}`)}</strong> ·{' '}
        <DaysLeft row={request} locale={locale} />
      </p>
      <p className="mt-1 text-muted" data-due={request.clock.dueDay}>
        {t('requests.dueOn', { date: dayInWords(request.clock.dueDay, locale) })}
        {request.extendedDueDay
          ? ` ${t('requests.extendedFrom', { date: dayInWords(request.dueDay, locale) })}`
          : ''}
      </p>

      <section aria-labelledby="request-details" className="mt-8">
        <h2 id="request-details" className={heading}>
          {t('requests.detailsTitle')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {fields.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-semibold">{name}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 text-lg font-semibold">{t('requests.fields.description')}</h3>
        <p className="mt-2 border-l-4 border-stone-line bg-white p-3 [overflow-wrap:anywhere] whitespace-pre-wrap">
          {request.description}
        </p>
      </section>

      {request.markByDay ? (
        <section aria-labelledby="request-mark" className="mt-10">
          <h2 id="request-mark" className={heading}>
            {t('requests.markTitle')}
          </h2>
          {request.markedAt ? (
            <p className="mt-2" data-marked>
              {t('requests.markedAt', { at: formatAdminDateTime(request.markedAt, locale) })}
            </p>
          ) : (
            <>
              <p className={`mt-2 ${request.clock.markLate ? 'font-semibold text-red-800' : ''}`}>
                {t('requests.markBy', { date: dayInWords(request.markByDay, locale) })}
              </p>
              <div className="mt-4 max-w-md">
                <InboxForm
                  {...shared}
                  action={markRequestAction}
                  name="mark"
                  hidden={{ id: request.id }}
                  submit={t('requests.markButton')}
                  buttonClass={secondaryButton}
                />
              </div>
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby="request-move" className="mt-10">
        <h2 id="request-move" className={heading}>
          {t('requests.moveTitle')}
        </h2>
        {request.clock.withdrawable ? <p className="mt-2">{t('requests.withdrawable')}</p> : null}
        {moves.length ? (
          <div className="mt-4 max-w-2xl">
            <InboxForm
              {...shared}
              action={moveRequestAction}
              name="move"
              hidden={{ id: request.id }}
              submit={t('requests.move')}
              buttonClass={primaryButton}
            >
              <label htmlFor="request-status" className={label}>
                {t('requests.moveTo')}
              </label>
              <select id="request-status" name="status" className={inputClass}>
                {moves.map((value) => (
                  <option key={value} value={value}>
                    {t(`requests.statuses.${value}`)}
                  </option>
                ))}
              </select>
              <label htmlFor="request-body" className={label}>
                {t('requests.body')}
              </label>
              <textarea
                id="request-body"
                name="body"
                rows={8}
                maxLength={8000}
                aria-describedby="request-body-note"
                className={inputClass}
              />
              <p id="request-body-note" className="text-sm text-muted">
                {t('requests.bodyNote')}
              </p>
            </InboxForm>
          </div>
        ) : (
          <p className="mt-2 text-muted">{t('requests.final')}</p>
        )}
      </section>

      <RequestSteps steps={request.steps} locale={locale} />

      <section aria-labelledby="request-actions" className="mt-10">
        <h2 id="request-actions" className={heading}>
          {t('requests.actionsTitle')}
        </h2>
        <p className="mt-2 text-muted">{t('requests.actionsNote')}</p>
        <p className="mt-3">
          <Link href={privacyPathFor(request.id)} className="font-semibold underline">
            {t('requests.actionsLink')}
          </Link>
        </p>
      </section>
    </>
  );
}
