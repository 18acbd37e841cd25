import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { forgotPasswordAction } from '@/lib/admin/account/actions';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.forgot') };
}

/** /login/forgot: an e-mail in, the same neutral answer out, whether the account exists or not. */
export default async function ForgotPasswordPage() {
  const locale = await adminLocale();
  const t = adminTranslator(locale);
  return (
    <StaffFrame area={t('meta.area')} title={t('forgot.title')} intro={t('forgot.intro')}>
      <AdminForm
        id="forgot"
        action={forgotPasswordAction}
        locale={locale}
        messages={formMessages(locale)}
        loginHref={loginPathFor()}
        fields={[{ name: 'email', label: t('form.email'), type: 'email', autoComplete: 'email' }]}
        texts={{
          submit: t('forgot.submit'),
          pending: t('forgot.pending'),
          problems: t('form.problems'),
          success: t('forgot.sent'),
        }}
      >
        <p className="mt-4">
          <Link
            href={adminPaths.login}
            className="text-sm font-semibold text-ink-900 underline underline-offset-4"
          >
            {t('forgot.back')}
          </Link>
        </p>
      </AdminForm>
    </StaffFrame>
  );
}
