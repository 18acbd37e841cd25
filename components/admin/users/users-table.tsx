import { adminTranslator } from '@/lib/admin/locale';
import type { FormMessages } from '@/lib/admin/problems';
import { disableUserAction, removeAdminAction } from '@/lib/admin/users/actions';
import type { AdminUser } from '@/lib/auth/types';
import { adminPaths, loginPathFor, type Locale } from '@/lib/routing';
import { PhoneLabel, phoneCell as cell, phoneRow } from '@/components/admin/shell/phone-table';
import { UserActionButton } from './user-action-button';
import { firmTimeZone } from '@/lib/site';

/** The accounts of the admin area, each with what an admin may do to it. */
export function UsersTable({
  users,
  me,
  locale,
  messages,
}: {
  users: AdminUser[];
  me: string;
  locale: Locale;
  messages: FormMessages;
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
            {(['email', 'role', 'lastSignIn', 'status', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={`${cell} font-semibold`}>
                {t(`users.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {users.map((user) => (
            <tr key={user.id} className={phoneRow}>
              <th scope="row" className={`${cell} font-medium [overflow-wrap:anywhere]`}>
                {user.email}{' '}
                {user.id === me ? <span className="text-muted">{t('users.you')}</span> : null}
              </th>
              <td className={cell}>
                <PhoneLabel>{t('users.role')}</PhoneLabel>
                {user.isAdmin ? t('users.admin') : t('users.noRole')}
              </td>
              <td className={cell}>
                <PhoneLabel>{t('users.lastSignIn')}</PhoneLabel>
                {user.lastSignInAt ? when.format(new Date(user.lastSignInAt)) : t('users.never')}
              </td>
              <td className={cell}>
                <PhoneLabel>{t('users.status')}</PhoneLabel>
                {user.disabled ? t('users.disabled') : t('users.active')}
              </td>
              <td className={`${cell} space-y-2 max-md:pt-2`}>
                {user.isAdmin ? (
                  <UserActionButton
                    action={removeAdminAction}
                    userId={user.id}
                    label={t('users.removeAdmin')}
                    accessibleLabel={t('users.removeAdminOf', { email: user.email })}
                    done={t('users.removed')}
                    locale={locale}
                    messages={messages}
                    loginHref={loginHref}
                  />
                ) : null}
                {user.disabled ? null : (
                  <UserActionButton
                    action={disableUserAction}
                    userId={user.id}
                    label={t('users.disable')}
                    accessibleLabel={t('users.disableOf', { email: user.email })}
                    done={t('users.disabledDone')}
                    locale={locale}
                    messages={messages}
                    loginHref={loginHref}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
