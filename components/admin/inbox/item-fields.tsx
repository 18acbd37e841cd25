import type { ReactNode } from 'react';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { InboxItem } from '@/lib/inbox/types';
import { adminResumePath, type Locale } from '@/lib/routing';

const term = 'text-sm font-semibold text-muted';
const detail = 'mb-3 [overflow-wrap:anywhere]';

/** What the visitor sent, as a list of labelled values (a CV as a download link). */
export function ItemFields({ item, locale }: { item: InboxItem; locale: Locale }) {
  const t = adminTranslator(locale);
  const rows: [string, ReactNode][] =
    item.kind === 'lead'
      ? [
          [t('inbox.item.name'), item.name],
          [t('inbox.item.email'), item.email],
          [t('inbox.item.phone'), item.phone],
          [t('inbox.item.topic'), item.topic ? t(`inbox.topics.${item.topic as 'tax'}`) : null],
        ]
      : [
          [t('inbox.item.name'), `${item.first_name} ${item.last_name}`],
          [t('inbox.item.email'), item.email],
          [t('inbox.item.phone'), item.phone],
          [t('inbox.item.profession'), item.profession],
          [
            t('inbox.item.practiceArea'),
            item.practice_area ? t(`inbox.topics.${item.practice_area as 'tax'}`) : null,
          ],
          [t('inbox.item.linkedin'), item.linkedin_profile],
          [
            t('inbox.item.cv'),
            <>
              <a
                href={adminResumePath(item.id)}
                download
                className="font-semibold text-ink-950 underline underline-offset-2"
              >
                {t('inbox.item.cvDownload', { name: item.resume_original_name ?? '' })}
              </a>
              <span className="block text-sm text-muted">{t('inbox.item.cvNote')}</span>
            </>,
          ],
        ];
  rows.push(
    [t('inbox.item.language'), t(`inbox.languages.${item.locale}`)],
    [
      t('inbox.item.receivedAt'),
      <time key="at" dateTime={item.created_at}>
        {formatAdminDateTime(item.created_at, locale)}
      </time>,
    ],
  );
  return (
    <>
      <dl className="grid gap-x-6 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className={term}>{label}</dt>
            <dd className={detail}>{value ?? t('inbox.none')}</dd>
          </div>
        ))}
      </dl>
      {item.message ? (
        <>
          <h3 className="mt-4 font-sans text-sm font-semibold text-muted">
            {t('inbox.item.message')}
          </h3>
          <p className="mt-1 border-l-4 border-stone-line bg-white p-4 [overflow-wrap:anywhere] whitespace-pre-wrap">
            {item.message}
          </p>
        </>
      ) : null}
    </>
  );
}

/** The consent record: when the visitor consented, and to which version of the privacy policy. */
export function ItemConsent({ item, locale }: { item: InboxItem; locale: Locale }) {
  const t = adminTranslator(locale);
  return (
    <dl className="grid gap-x-6 sm:grid-cols-[12rem_1fr]">
      <dt className={term}>{t('inbox.item.consentAt')}</dt>
      <dd className={detail}>
        <time dateTime={item.consent_at}>
          {formatAdminDateTime(item.consent_at, locale, { seconds: true })}
        </time>
      </dd>
      <dt className={term}>{t('inbox.item.policyVersion')}</dt>
      <dd className={detail}>{item.privacy_policy_version}</dd>
    </dl>
  );
}
