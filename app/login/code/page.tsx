import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { StaffFrame } from '@/components/admin/shell/staff-frame';
import { codeStepAction, recoveryCodeAction } from '@/lib/admin/account/two-factor-actions';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { pendingSecondFactor } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/safe-next';
import { codeStepPathFor, loginPathFor } from '@/lib/routing';

type Search = Promise<{ next?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.codeStep') };
}

/**
 * /login/code: the second step of a sign-in, for a session the password opened (aal1) whose
 * account has an authenticator. Anybody else has nothing to do here: on to `next` (the guard
 * sends a visitor without a session to the password).
 */
export default async function CodeStepPage({ searchParams }: { searchParams: Search }) {
  const [locale, query] = await Promise.all([adminLocale(), searchParams]);
  const next = safeNext(query.next);
  if (!(await pendingSecondFactor())) redirect(next);
  const t = adminTranslator(locale);
  return (
    <StaffFrame
      area={t('meta.area')}
      title={t('twoFactor.codeTitle')}
      intro={t('twoFactor.codeIntro')}
    >
      <AdminForm
        id="code-step"
        action={codeStepAction}
        locale={locale}
        messages={formMessages(locale)}
        loginHref={loginPathFor(codeStepPathFor(next))}
        hidden={{ next }}
        fields={[
          {
            name: 'code',
            label: t('twoFactor.code'),
            hint: t('twoFactor.codeHint'),
            type: 'text',
            autoComplete: 'one-time-code',
            inputMode: 'numeric',
          },
        ]}
        texts={{
          submit: t('twoFactor.codeSubmit'),
          pending: t('twoFactor.codePending'),
          problems: t('form.problems'),
        }}
      />
      <section className="mt-10 border-t border-stone-line pt-8">
        <h2 className="font-serif text-2xl">{t('twoFactor.recoveryTitle')}</h2>
        <p className="mt-2 mb-6 text-sm text-muted">{t('twoFactor.recoveryIntro')}</p>
        <AdminForm
          id="recovery"
          action={recoveryCodeAction}
          locale={locale}
          messages={formMessages(locale)}
          loginHref={loginPathFor(codeStepPathFor(next))}
          hidden={{ next }}
          fields={[
            {
              name: 'code',
              label: t('twoFactor.recoveryCode'),
              type: 'text',
              autoComplete: 'off',
            },
          ]}
          texts={{
            submit: t('twoFactor.recoverySubmit'),
            pending: t('twoFactor.recoveryPending'),
            problems: t('form.problems'),
          }}
        />
      </section>
    </StaffFrame>
  );
}
