import type { Metadata } from 'next';
import { EnrollFactorForm } from '@/components/admin/account/enroll-factor-form';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { RecoveryCodesForm } from '@/components/admin/account/recovery-codes-form';
import {
  enrollFactorAction,
  regenerateRecoveryCodesAction,
  removeFactorAction,
} from '@/lib/admin/account/two-factor-actions';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { requestAuth } from '@/lib/auth';
import { mustSetUpFactor, requirePage } from '@/lib/auth/guard';
import { verifiedFactor } from '@/lib/auth/two-factor';
import { adminPaths, loginPathFor } from '@/lib/routing';

type Search = Promise<{
  enrolled?: string | string[];
  removed?: string | string[];
  recovered?: string | string[];
}>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.security') };
}

/**
 * /admin/account/security: the signed-in staff member's own second factor. Without one, an
 * enrollment (QR code, the secret in text, a first code); with one, its removal (with a code).
 * The one staff page open to an editor or admin who must set one up first, and it says why.
 */
export default async function SecurityPage({ searchParams }: { searchParams: Search }) {
  await requirePage('staff.enter');
  const [locale, query, auth] = await Promise.all([adminLocale(), searchParams, requestAuth()]);
  const t = adminTranslator(locale);
  const [factor, required] = await Promise.all([verifiedFactor(auth), mustSetUpFactor()]);
  const notice = query.recovered
    ? t('twoFactor.recovered')
    : query.enrolled
      ? t('twoFactor.enrolled')
      : query.removed
        ? t('twoFactor.removed')
        : required
          ? t('twoFactor.required')
          : null;
  const loginHref = loginPathFor(adminPaths.security);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('twoFactor.title')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('twoFactor.intro')}</p>
      {notice ? (
        <p role="status" className="mt-6 max-w-3xl border-l-4 border-brass-500 bg-white p-4">
          {notice}
        </p>
      ) : null}
      <section className="mt-8 max-w-xl border border-stone-line bg-white p-6">
        <h2 className="font-serif text-2xl">{factor ? t('twoFactor.on') : t('twoFactor.off')}</h2>
        <p className="mt-2 mb-6 text-sm text-muted">
          {factor ? t('twoFactor.removeIntro') : t('twoFactor.enrollIntro')}
        </p>
        {/* Always here, in the same place: the confirmation's answer (the recovery codes, shown
            once) must survive the page's refresh that shows the factor as on. */}
        <EnrollFactorForm
          enrolled={factor !== null}
          action={enrollFactorAction}
          locale={locale}
          messages={formMessages(locale)}
          loginHref={loginHref}
          doneHref={`${adminPaths.security}?enrolled=1`}
          texts={{
            recoveryTitle: t('twoFactor.recoveryTitle'),
            recoveryShown: t('twoFactor.recoveryShown'),
            continue: t('twoFactor.continue'),
            start: t('twoFactor.start'),
            starting: t('twoFactor.starting'),
            scan: t('twoFactor.scan'),
            qrLabel: t('twoFactor.qrLabel'),
            manual: t('twoFactor.manual'),
            code: t('twoFactor.code'),
            codeHint: t('twoFactor.codeHint'),
            confirm: t('twoFactor.confirm'),
            confirming: t('twoFactor.confirming'),
            problems: t('form.problems'),
          }}
        />
        {factor ? (
          <AdminForm
            id="remove-factor"
            action={removeFactorAction}
            locale={locale}
            messages={formMessages(locale)}
            loginHref={loginHref}
            hidden={{ factorId: factor.id }}
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
              submit: t('twoFactor.remove'),
              pending: t('twoFactor.removing'),
              problems: t('form.problems'),
            }}
          />
        ) : null}
      </section>
      {factor ? (
        <section className="mt-8 max-w-xl border border-stone-line bg-white p-6">
          <h2 className="mb-4 font-serif text-2xl">{t('twoFactor.recoveryTitle')}</h2>
          <RecoveryCodesForm
            action={regenerateRecoveryCodesAction}
            factorId={factor.id}
            locale={locale}
            messages={formMessages(locale)}
            texts={{
              intro: t('twoFactor.regenerateIntro'),
              code: t('twoFactor.code'),
              submit: t('twoFactor.regenerate'),
              pending: t('twoFactor.regenerating'),
              problems: t('form.problems'),
              title: t('twoFactor.recoveryTitle'),
              shown: t('twoFactor.recoveryShown'),
            }}
          />
        </section>
      ) : null}
    </>
  );
}
