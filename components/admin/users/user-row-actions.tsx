import { adminTranslator } from '@/lib/admin/locale';
import type { FormMessages } from '@/lib/admin/problems';
import { changeRoleAction, disableUserAction, enableUserAction } from '@/lib/admin/users/actions';
import { resendInvitationAction } from '@/lib/admin/users/resend-action';
import { staffRoles } from '@/lib/auth/permissions';
import type { AdminUser } from '@/lib/auth/types';
import type { Locale } from '@/lib/routing';
import { UserActionButton } from './user-action-button';

/**
 * What an admin may do to one account: give it another role (a select and a button, a plain form
 * post), send an invited person's invitation again, disable it (after a question that names the
 * person) or enable it again. The actions refuse what the rules forbid (the last admin, an admin's
 * own admin role) and say why beside the button.
 */
export function UserRowActions({
  user,
  locale,
  messages,
  loginHref,
  handOver = null,
  emailSent = true,
}: {
  user: AdminUser;
  locale: Locale;
  messages: FormMessages;
  loginHref: string;
  /**
   * The reviews this person sent that are still open, and the active staff who may take them
   * over: disabling them then asks whom (null or 0: nothing to hand over).
   */
  handOver?: { count: number; candidates: AdminUser[] } | null;
  /** Whether this site sends e-mail (else an invitation waits in the outbox and its link is shown). */
  emailSent?: boolean;
}) {
  const t = adminTranslator(locale);
  const common = { userId: user.id, locale, messages, loginHref };
  const selectId = `role-${user.id}`;
  const person = user.name ? `${user.name} (${user.email})` : user.email;
  const waiting = !user.disabled && user.lastSignInAt === null;
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
          defaultValue={user.role ?? ''}
          className="min-h-11 border border-stone-line bg-white px-2 text-sm text-ink-900"
        >
          {/* An account without a role says so; it is no choice to post (the action asks for a role). */}
          {user.role ? null : (
            <option value="" disabled>
              {t('users.roleNone')}
            </option>
          )}
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </select>
      </UserActionButton>
      {waiting ? (
        <UserActionButton
          {...common}
          action={resendInvitationAction}
          label={t('users.resend')}
          accessibleLabel={t('users.resendOf', { person })}
          done={t('users.resent', { person, waiting: emailSent ? 'no' : 'yes' })}
          linkLabel={t('users.invitationLink')}
        />
      ) : null}
      {/* One place for disable and enable: the form keeps the answer of what was posted. */}
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
          label={t('users.disableConfirmSubmit')}
          accessibleLabel={t('users.disableConfirmSubmitOf', { person })}
          done={t('users.disabledDone')}
          confirm={{
            label: t('users.disable'),
            accessibleLabel: t('users.disableOf', { email: user.email }),
            question: t('users.disableConfirm', { person }),
          }}
        >
          {handOver && handOver.count > 0 ? (
            <div className="flex flex-col gap-1">
              <p id={`handover-${user.id}`} className="max-w-xs text-sm text-ink-900">
                {t('review.handOverCount', { count: handOver.count })}
              </p>
              <label htmlFor={`successor-${user.id}`} className="text-sm font-semibold">
                {t('review.handOverLabel')}
              </label>
              <select
                id={`successor-${user.id}`}
                name="successor"
                required
                defaultValue=""
                aria-describedby={`handover-${user.id}`}
                className="min-h-11 max-w-xs border border-stone-line bg-white px-2 text-sm text-ink-900"
              >
                <option value="">{t('review.handOverNone')}</option>
                {handOver.candidates.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name ? `${candidate.name} (${candidate.email})` : candidate.email}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <input type="hidden" name="successor" value="" />
          )}
        </UserActionButton>
      )}
    </>
  );
}
