import Link from 'next/link';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { OutboxMessage } from '@/lib/admin/outbox/types';
import { isNewsletterKind } from '@/lib/email/mask';
import { adminPaths, type Locale } from '@/lib/routing';
import { StateBadge } from './state-badge';
import { kindLabel } from './words';

const term = 'text-sm font-semibold text-muted';

/**
 * One e-mail as the site queued it: its envelope and its plain-text part, as text (never as
 * HTML: nothing in it runs or loads), with every link's tokens already masked by the loader.
 */
export function OutboxMessageView({ message, locale }: { message: OutboxMessage; locale: Locale }) {
  const t = adminTranslator(locale);
  const rows: [string, React.ReactNode][] = [
    [t('outbox.type'), kindLabel(message.kind, locale)],
    [
      t('outbox.to'),
      <span key="to" className="[overflow-wrap:anywhere]">
        {message.to}
      </span>,
    ],
    [t('outbox.status'), <StateBadge key="state" state={message.state} locale={locale} />],
    [t('outbox.queued'), formatAdminDateTime(message.createdAt, locale)],
    [
      t('outbox.sent'),
      message.sentAt ? formatAdminDateTime(message.sentAt, locale) : t('outbox.none'),
    ],
    [t('outbox.attempts'), String(message.attempts)],
    [t('outbox.lastError'), message.lastError ?? t('outbox.none')],
    [t('outbox.provider'), message.providerId ?? t('outbox.none')],
  ];
  return (
    <>
      <p>
        <Link href={adminPaths.outbox} className="font-semibold underline underline-offset-2">
          {t('outbox.back')}
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl [overflow-wrap:anywhere]">{message.subject}</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 border border-stone-line bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className={term}>{name}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {isNewsletterKind(message.kind) ? (
        <p className="mt-4 text-sm text-muted">{t('outbox.newsletterNote')}</p>
      ) : null}
      <h2 className="mt-8 font-serif text-2xl">{t('outbox.body')}</h2>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t('outbox.bodyNote')}</p>
      <pre
        className="mt-4 overflow-x-auto border border-stone-line bg-white p-4 font-mono text-sm [overflow-wrap:anywhere] whitespace-pre-wrap focus-visible:outline-2 focus-visible:outline-ink-900"
        tabIndex={0}
        aria-label={t('outbox.body')}
        data-outbox-text
      >
        {message.text}
      </pre>
    </>
  );
}
