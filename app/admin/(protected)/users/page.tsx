import type { Metadata } from 'next';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { UsersTable } from '@/components/admin/users/users-table';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { addAdminAction } from '@/lib/admin/users/actions';
import { authAdmin } from '@/lib/auth';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.users') };
}

/** /admin/users: the accounts, with last sign-in; add an admin, remove rights, disable. */
export default async function UsersPage() {
  const [{ claims }, locale] = await Promise.all([requirePage('users.manage'), adminLocale()]);
  const users = await (await authAdmin()).listUsers();
  const t = adminTranslator(locale);
  const messages = formMessages(locale);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('users.title')}</h1>
      <p className="mt-3 text-muted">{t('users.intro')}</p>
      <UsersTable users={users} me={claims.sub} locale={locale} messages={messages} />
      <section aria-labelledby="add-admin" className="mt-12 max-w-md">
        <h2 id="add-admin" className="font-serif text-2xl">
          {t('users.addTitle')}
        </h2>
        <p className="mt-2 mb-6 text-muted">{t('users.addIntro')}</p>
        <AdminForm
          id="add-admin"
          action={addAdminAction}
          locale={locale}
          messages={messages}
          loginHref={loginPathFor(adminPaths.users)}
          onSuccess="keep"
          linkLabel={t('users.invitationLink')}
          fields={[{ name: 'email', label: t('form.email'), type: 'email', autoComplete: 'off' }]}
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
