import type { Metadata } from 'next';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { UsersTable } from '@/components/admin/users/users-table';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { inviteUserAction } from '@/lib/admin/users/actions';
import { staffRoles } from '@/lib/auth/permissions';
import { teamMembers } from '@/lib/content/team';
import { authAdmin } from '@/lib/auth';
import { requirePage } from '@/lib/auth/guard';
import { emailCanBeSent } from '@/lib/email/delivery';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.users') };
}

/** /admin/users: the accounts, their roles and state; invite a person, change a role, disable, enable. */
export default async function UsersPage() {
  const [{ claims }, locale] = await Promise.all([requirePage('users.manage'), adminLocale()]);
  const admin = await authAdmin();
  const [users, reviews] = await Promise.all([admin.listUsers(), admin.reviewsToHandOver()]);
  const t = adminTranslator(locale);
  const messages = formMessages(locale);
  // Where e-mail is only logged in the outbox, the buttons do not promise that it is sent.
  const emailSent = emailCanBeSent();
  return (
    <>
      <h1 className="font-serif text-4xl">{t('users.title')}</h1>
      <p className="mt-3 text-muted">{t('users.intro')}</p>
      <ul className="mt-4 max-w-3xl list-disc space-y-1 pl-6 text-sm text-ink-900">
        {staffRoles.map((role) => (
          <li key={role}>
            <strong>{t(`users.roles.${role}`)}</strong>: {t(`users.roleHelp.${role}`)}
          </li>
        ))}
      </ul>
      <UsersTable
        users={users}
        me={claims.sub}
        locale={locale}
        messages={messages}
        reviews={reviews}
        emailSent={emailSent}
      />
      {/* An invitation's answer repeats a long address: it breaks anywhere rather than widen a phone. */}
      <section aria-labelledby="add-admin" className="mt-12 max-w-md [overflow-wrap:anywhere]">
        <h2 id="add-admin" className="font-serif text-2xl">
          {t('users.addTitle')}
        </h2>
        <p className="mt-2 mb-6 text-muted">{t('users.addIntro')}</p>
        <AdminForm
          id="add-admin"
          action={inviteUserAction}
          locale={locale}
          messages={messages}
          loginHref={loginPathFor(adminPaths.users)}
          onSuccess="keep"
          linkLabel={t('users.invitationLink')}
          fields={[
            { name: 'name', label: t('users.name'), type: 'text', autoComplete: 'off' },
            { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'off' },
            {
              name: 'role',
              label: t('users.role'),
              type: 'select',
              autoComplete: 'off',
              options: staffRoles.map((role) => ({ value: role, label: t(`users.roles.${role}`) })),
            },
            {
              name: 'teamMemberId',
              label: t('users.lawyer'),
              type: 'select',
              autoComplete: 'off',
              required: false,
              hint: t('users.lawyerHint'),
              options: [
                { value: '', label: t('users.noLawyer') },
                ...teamMembers.map((member) => ({ value: member.id, label: member.name })),
              ],
            },
          ]}
          texts={{
            submit: t('users.addSubmit'),
            pending: t('users.addPending'),
            problems: t('form.problems'),
            success: t.raw('users.added'),
          }}
        />
      </section>
    </>
  );
}
