import { adminTranslator } from '@/lib/admin/locale';
import type { FormMessages } from '@/lib/admin/problems';
import type { AdminUser } from '@/lib/auth/types';
import { teamMemberById } from '@/lib/content/team';
import { adminPaths, loginPathFor, type Locale } from '@/lib/routing';
import { PhoneLabel, phoneCell as cell, phoneRow } from '@/components/admin/shell/phone-table';
import { AuditHistoryLink } from '@/components/admin/audit/history-link';
import { UserRowActions } from './user-row-actions';
import { firmTimeZone } from '@/lib/site';

const columns = ['person', 'role', 'lawyer', 'lastSignIn', 'status', 'actions'] as const;

/** An account's state: disabled, invited and waiting (never signed in), or active. */
const stateOf = (user: AdminUser) =>
  user.disabled ? 'disabled' : user.lastSignInAt === null ? 'invited' : 'active';

/** The accounts of the staff area, each with what an admin may do to it. */
export function UsersTable({
  users,
  me,
  locale,
  messages,
  reviews = {},
  emailSent = true,
}: {
  users: AdminUser[];
  me: string;
  locale: Locale;
  messages: FormMessages;
  /** How many open reviews each account sent (reviewsToHandOver): disabling one hands them over. */
  reviews?: Record<string, number>;
  /** Whether this site sends e-mail: a resent invitation otherwise waits in the outbox. */
  emailSent?: boolean;
}) {
  const t = adminTranslator(locale);
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-CO', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: firmTimeZone,
  });
  const loginHref = loginPathFor(adminPaths.users);
  if (users.length === 0) return <p className="mt-8">{t('users.empty')}</p>;
  return (
    <div className="mt-8 overflow-x-auto border border-stone-line bg-white">
      <table className="w-full text-sm max-md:block">
        <caption className="sr-only">{t('users.caption')}</caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`users.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {users.map((user) => (
            <tr key={user.id} className={phoneRow}>
              {/* From md up an address stays on one line (the other columns give way); on a
                  phone the row is a block and a long address breaks anywhere rather than overflow. */}
              <th
                scope="row"
                className={`${cell} font-medium max-md:[overflow-wrap:anywhere] md:whitespace-nowrap`}
              >
                {user.name ? <span className="block">{user.name}</span> : null}
                <span className={user.name ? 'block font-normal text-muted' : 'block'}>
                  {user.email}
                </span>{' '}
                {user.id === me ? <span className="text-muted">{t('users.you')}</span> : null}
                <AuditHistoryLink
                  kind="user"
                  id={user.id}
                  label={t('audit.historyOf', { person: user.name ?? user.email })}
                  className="mt-1 block font-normal underline underline-offset-2"
                />
              </th>
              <td className={cell}>
                <PhoneLabel>{t('users.role')}</PhoneLabel>
                {user.role ? t(`users.roles.${user.role}`) : t('users.noRole')}
              </td>
              <td className={cell}>
                <PhoneLabel>{t('users.lawyer')}</PhoneLabel>
                {(user.teamMemberId && teamMemberById(user.teamMemberId)?.name) ||
                  t('users.noLawyer')}
              </td>
              <td className={cell}>
                <PhoneLabel>{t('users.lastSignIn')}</PhoneLabel>
                {user.lastSignInAt ? when.format(new Date(user.lastSignInAt)) : t('users.never')}
              </td>
              <td className={cell}>
                <PhoneLabel>{t('users.status')}</PhoneLabel>
                {t(`users.states.${stateOf(user)}`)}
              </td>
              <td className={`${cell} space-y-3 max-md:pt-2`}>
                <UserRowActions
                  user={user}
                  locale={locale}
                  messages={messages}
                  loginHref={loginHref}
                  emailSent={emailSent}
                  handOver={
                    reviews[user.id]
                      ? {
                          count: reviews[user.id]!,
                          // Active staff other than them: anyone with a role may carry a draft.
                          candidates: users.filter(
                            (other) => other.id !== user.id && !other.disabled && other.role,
                          ),
                        }
                      : null
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
