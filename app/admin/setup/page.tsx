import type { Metadata } from 'next';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { setupAction } from '@/lib/admin/account/actions';
import { adminLocale, adminTranslator, formMessages, newPasswordFields } from '@/lib/admin/locale';
import { setupTokenValid } from '@/lib/auth/setup';
import { loginPathFor } from '@/lib/routing';

type Search = Promise<{ token?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.setup') };
}

/**
 * /admin/setup?token=…: the first admin, from the one-time link the embedded server prints while
 * it has no admin. Outside the protected layout (nobody can be signed in yet). The page shows
 * the form only for a live token (a spent link says so at once); the action checks it again and
 * spends it.
 */
export default async function SetupPage({ searchParams }: { searchParams: Search }) {
  const [locale, { token }] = await Promise.all([adminLocale(), searchParams]);
  const t = adminTranslator(locale);
  const value = typeof token === 'string' ? token : '';
  const live = value !== '' && (await setupTokenValid(value));
  return (
    <StaffFrame area={t('meta.area')} title={t('setup.title')} intro={t('setup.intro')}>
      {live ? (
        <AdminForm
          id="setup"
          action={setupAction}
          locale={locale}
          messages={formMessages(locale)}
          loginHref={loginPathFor()}
          hidden={{ token: value }}
          fields={[
            { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'username' },
            ...newPasswordFields(locale, 'password'),
          ]}
          texts={{
            submit: t('setup.submit'),
            pending: t('setup.pending'),
            problems: t('form.problems'),
          }}
        />
      ) : (
        <p role="alert" className="border-l-4 border-red-700 bg-white p-4 text-red-900">
          {t('setup.invalid')}
        </p>
      )}
    </StaffFrame>
  );
}
