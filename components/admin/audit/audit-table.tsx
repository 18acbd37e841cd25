import Link from 'next/link';
import { formatAdminDateTime } from '@/lib/admin/entries/list';
import { adminTranslator } from '@/lib/admin/locale';
import type { AuditEvent } from '@/lib/audit/types';
import {
  adminEditPath,
  adminInboxItemPath,
  adminPaths,
  outboxEmailPath,
  type Locale,
} from '@/lib/routing';
import { PhoneLabel, phoneCell, phoneRow } from '@/components/admin/shell/phone-table';

const columns = ['who', 'what', 'target', 'fields'] as const;

const link = 'text-ink-950 underline underline-offset-2 hover:text-ink-700';

/** Where an event's target opens: an entry's editor, the users page, the categories, the inbox, an e-mail. */
function targetHref(target: NonNullable<AuditEvent['target']>): string | null {
  if (target.kind === 'entry' && target.entryKind)
    return adminEditPath(target.entryKind, target.id);
  if (target.kind === 'user') return adminPaths.users;
  if (target.kind === 'category') return adminPaths.categories;
  if (target.kind === 'lead' || target.kind === 'application')
    return adminInboxItemPath(target.kind, target.id);
  if (target.kind === 'email') return outboxEmailPath(target.id);
  return null;
}

function Cell({
  column,
  event,
  locale,
}: {
  column: (typeof columns)[number];
  event: AuditEvent;
  locale: Locale;
}) {
  const t = adminTranslator(locale);
  const none = <span className="text-muted">{t('audit.none')}</span>;
  switch (column) {
    case 'who': {
      if (!event.actor) return <span className="text-muted">{t('audit.nobody')}</span>;
      const role = event.actor.role as 'admin' | null;
      return (
        <>
          <span className="[overflow-wrap:anywhere]">
            {event.actor.email ?? t('audit.unknownAccount')}
          </span>
          <span className="block text-xs text-muted">
            {role ? t(`audit.role.${role}`) : t('audit.noRole')}
          </span>
        </>
      );
    }
    case 'what':
      return <>{t(`audit.actions.${event.action}`)}</>;
    case 'target': {
      if (!event.target) return none;
      const kind = t(`audit.kinds.${event.target.kind as 'entry'}`);
      const href = targetHref(event.target);
      const id = (
        <span className="font-mono text-xs [overflow-wrap:anywhere]">{event.target.id}</span>
      );
      return (
        <>
          <span className="block">{kind}</span>
          {href ? (
            <Link href={href} className={link}>
              {id}
            </Link>
          ) : (
            id
          )}
        </>
      );
    }
    case 'fields':
      return event.fields.length ? (
        <span className="font-mono text-xs [overflow-wrap:anywhere]">
          {event.fields.join(', ')}
        </span>
      ) : (
        none
      );
  }
}

/**
 * The trail's events as a table, newest first: when (Bogotá time, the row's header), who (e-mail
 * and role), the action in words, the target (linked where it can be opened) and the fields
 * changed. On a phone each event is a block of labelled lines.
 */
export function AuditTable({ events, locale }: { events: AuditEvent[]; locale: Locale }) {
  const t = adminTranslator(locale);
  return (
    <div
      className="overflow-x-auto border border-stone-line bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      role="region"
      aria-label={t('audit.caption')}
      tabIndex={0}
    >
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{t('audit.caption')}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {(['when', ...columns] as const).map((column) => (
              <th key={column} scope="col" className={`${phoneCell} font-semibold`}>
                {t(`audit.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {events.map((event) => (
            <tr key={event.id} className={phoneRow} data-action={event.action}>
              <th scope="row" className={`${phoneCell} font-medium whitespace-nowrap`}>
                <time dateTime={event.at}>
                  {formatAdminDateTime(event.at, locale, { seconds: true })}
                </time>
              </th>
              {columns.map((column) => (
                <td key={column} className={phoneCell}>
                  <PhoneLabel>{t(`audit.${column}`)}</PhoneLabel>
                  <Cell column={column} event={event} locale={locale} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
