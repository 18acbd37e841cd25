import { adminTranslator } from '@/lib/admin/locale';
import type { FormMessages } from '@/lib/admin/problems';
import { changeRoleAction, disableUserAction, enableUserAction } from '@/lib/admin/users/actions';
import { staffRoles } from '@/lib/auth/permissions';
import type { AdminUser } from '@/lib/auth/types';
import type { Locale } from '@/lib/routing';
import { UserActionButton } from './user-action-button';

/**
 * What an admin may do to one account: give it another role (a select and a button, a plain form
 * post), disable it or enable it again. The actions refuse what the rules forbid (the last admin,
 * an admin's own admin role) and say why beside the button.
 */
export function UserRowActions({
  user,
  locale,
  messages,
  loginHref,
}: {
  user: AdminUser;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
}) {
  const t = adminTranslator(locale);
  const common = { userId: user.id, locale, messages, loginHref };
  const selectId = `role-${user.id}`;
  return (
    <>
      <UserActionButton
        {...common}
        action={changeRoleAction}
        label={t('users.changeRole')}
        accessibleLabel={t('users.changeRoleOf', { email: user.email })}
        done={t('users.roleChanged')}
      >
        <label htmlFor={selectId} className="sr-only">
          {t('users.roleOf', { email: user.email })}
        </label>
        <select
          id={selectId}
          name="role"
          defaultValue={user.role ?? 'author'}
          className="min-h-11 border border-stone-line bg-white px-2 text-sm text-ink-900"
        >
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </select>
      </UserActionButton>
      {user.disabled ? (
        <UserActionButton
          {...common}
          action={enableUserAction}
          label={t('users.enable')}
          accessibleLabel={t('users.enableOf', { email: user.email })}
          done={t('users.enabledDone')}
        />
      ) : (
        <UserActionButton
          {...common}
          action={disableUserAction}
          label={t('users.disable')}
          accessibleLabel={t('users.disableOf', { email: user.email })}
          done={t('users.disabledDone')}
        />
      )}
    </>
  );
}
