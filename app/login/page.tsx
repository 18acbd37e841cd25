import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { signInAction } from '@/lib/admin/account/actions';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { redirect } from 'next/navigation';
import { pendingSecondFactor } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/safe-next';
import { adminPaths, codeStepPathFor, loginPathFor } from '@/lib/routing';

type Search = Promise<{ next?: string | string[]; error?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.login') };
}

/** /login: e-mail and password, back to `next` (a path on this site) once signed in. */
export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const [locale, query] = await Promise.all([adminLocale(), searchParams]);
  const t = adminTranslator(locale);
  const next = safeNext(query.next);
  // The password was given already; the account's code is what is missing.
  if (await pendingSecondFactor()) redirect(codeStepPathFor(next));
  return (
    <StaffFrame area={t('meta.area')} title={t('login.title')} intro={t('login.intro')}>
      {query.error === 'link' ? (
        <p role="alert" className="mb-6 border-l-4 border-red-700 bg-white p-4 text-red-900">
          {t('login.linkInvalid')}
        </p>
      ) : null}
      <AdminForm
        id="login"
        action={signInAction}
        locale={locale}
        messages={formMessages(locale)}
        loginHref={loginPathFor(next)}
        hidden={{ next }}
        fields={[
          { name: 'email', label: t('form.email'), type: 'email', autoComplete: 'username' },
          {
            name: 'password',
            label: t('form.password'),
            type: 'password',
            autoComplete: 'current-password',
          },
        ]}
        texts={{
          submit: t('login.submit'),
          pending: t('login.pending'),
          problems: t('form.problems'),
        }}
      >
        <p>
          <Link
            href={adminPaths.forgotPassword}
            className="text-sm font-semibold text-ink-900 underline underline-offset-4"
          >
            {t('login.forgot')}
          </Link>
        </p>
      </AdminForm>
    </StaffFrame>
  );
}
