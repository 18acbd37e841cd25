import { secondaryButton } from '@/components/admin/shell/buttons';
import { inputClass } from '@/components/form-kit/fields';
import { formatAdminDate, formatAdminDateTime } from '@/lib/admin/entries/list';
import { setApplicationKeepAction, setLegalHoldAction } from '@/lib/admin/inbox/retention-actions';
import { adminTranslator } from '@/lib/admin/locale';
import type { InboxItem } from '@/lib/inbox/types';
import { scheduledDeletion } from '@/lib/privacy/deletion-date';
import { periodText } from '@/lib/privacy/period-text';
import { retentionRules } from '@/lib/privacy/retention';
import { adminInboxItemPath, loginPathFor, type Locale } from '@/lib/routing';
import { InboxForm } from './inbox-form';

type Props = { item: InboxItem; locale: Locale; errors: Record<string, string> };
const label = 'mb-1 block text-sm font-semibold text-ink-900';
const ruleKeys = {
  contactMessages: 'inbox.item.ruleContactMessages',
  engagedClientLeads: 'inbox.item.ruleEngagedClientLeads',
  careerApplications: 'inbox.item.ruleCareerApplications',
  spam: 'inbox.item.ruleSpam',
} as const;

/**
 * When the scheduled purge deletes this item (the date and the rule), or why it will not (legal
 * hold, an application kept, each with its reason); the forms that place or lift a hold and,
 * for an application, the "keep" mark.
 */
export function ItemRetention({ item, locale, errors }: Props) {
  const t = adminTranslator(locale);
  const deletion = scheduledDeletion(item);
  const held = deletion.state === 'held';
  const kept = Boolean(item.keep_at);
  const shared = {
    errors,
    loginHref: loginPathFor(adminInboxItemPath(item.kind, item.id)),
    pending: t('inbox.item.pending'),
    buttonClass: secondaryButton,
  };
  return (
    <section aria-labelledby="inbox-retention" className="mt-10">
      <h2 id="inbox-retention" className="font-serif text-2xl">
        {t('inbox.item.retentionTitle')}
      </h2>
      {deletion.state === 'due' ? (
        <p className="mt-2" data-deletes-on={deletion.at.toISOString()}>
          <strong>
            {t('inbox.item.deletesOn', {
              date: formatAdminDate(deletion.at.toISOString(), locale),
            })}
          </strong>{' '}
          <span className="text-muted">
            {t(ruleKeys[deletion.rule], {
              period: periodText(retentionRules[deletion.rule].period, locale),
            })}
          </span>
        </p>
      ) : (
        <div className="mt-2" data-deletes-on="never">
          <p className="font-semibold">
            {t(held ? 'inbox.item.heldSince' : 'inbox.item.keptSince', {
              at: formatAdminDateTime(deletion.since, locale),
            })}
          </p>
          <p className="[overflow-wrap:anywhere]">
            {t('inbox.item.reasonShown', { reason: deletion.reason })}
          </p>
        </div>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t('inbox.item.holdTitle')}</h3>
      <p className="mt-1 text-sm text-muted">{t('inbox.item.holdIntro')}</p>
      <div className="mt-3 max-w-2xl">
        <InboxForm
          {...shared}
          action={setLegalHoldAction}
          name="legal-hold"
          hidden={{
            kind: item.kind,
            id: item.id,
            set: held ? '0' : '1',
            ...(held ? { reason: '' } : {}),
          }}
          submit={t(held ? 'inbox.item.lift' : 'inbox.item.hold')}
        >
          {held ? null : (
            <>
              <label htmlFor="inbox-hold-reason" className={label}>
                {t('inbox.item.holdReason')}
              </label>
              <textarea
                id="inbox-hold-reason"
                name="reason"
                rows={2}
                maxLength={500}
                required
                minLength={3}
                className={inputClass}
              />
            </>
          )}
        </InboxForm>
      </div>
      {item.kind === 'application' ? (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t('inbox.item.keepTitle')}</h3>
          <p className="mt-1 text-sm text-muted">
            {t('inbox.item.keepIntro', {
              period: periodText(retentionRules.careerApplications.period, locale),
            })}
          </p>
          {kept && item.keep_reason && deletion.state !== 'kept' ? (
            <p className="mt-2 [overflow-wrap:anywhere]">
              {t('inbox.item.reasonShown', { reason: item.keep_reason })}
            </p>
          ) : null}
          <div className="mt-3 max-w-2xl">
            <InboxForm
              {...shared}
              action={setApplicationKeepAction}
              name="keep"
              hidden={{ id: item.id, set: kept ? '0' : '1', ...(kept ? { reason: '' } : {}) }}
              submit={t(kept ? 'inbox.item.unkeep' : 'inbox.item.keep')}
            >
              {kept ? null : (
                <>
                  <label htmlFor="inbox-keep-reason" className={label}>
                    {t('inbox.item.keepReason')}
                  </label>
                  <textarea
                    id="inbox-keep-reason"
                    name="reason"
                    rows={2}
                    maxLength={500}
                    required
                    minLength={3}
                    className={inputClass}
                  />
                </>
              )}
            </InboxForm>
          </div>
        </>
      ) : null}
    </section>
  );
}
