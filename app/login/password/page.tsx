import type { Metadata } from 'next';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { newPasswordAction } from '@/lib/admin/account/actions';
import { adminLocale, adminTranslator, formMessages, newPasswordFields } from '@/lib/admin/locale';
import { adminPaths, loginPathFor } from '@/lib/routing';

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.newPassword') };
}

/**
 * /login/password: where a recovery or invitation link lands, signed in by /auth/confirm. The
 * action answers "session missing" itself when the link's session is gone.
 */
export default async function NewPasswordPage() {
  const locale = await adminLocale();
  const t = adminTranslator(locale);
  return (
    <StaffFrame area={t('meta.area')} title={t('newPassword.title')} intro={t('newPassword.intro')}>
      <AdminForm
        id="new-password"
        action={newPasswordAction}
        locale={locale}
        messages={formMessages(locale)}
        loginHref={loginPathFor(adminPaths.newPassword)}
        fields={newPasswordFields(locale, 'newPassword')}
        texts={{
          submit: t('newPassword.submit'),
          pending: t('newPassword.pending'),
          problems: t('form.problems'),
        }}
      />
    </StaffFrame>
  );
}
