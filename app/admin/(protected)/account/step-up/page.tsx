import type { Metadata } from 'next';
import { AdminForm } from '@/components/admin/staff-form/admin-form';
import { stepUpAction } from '@/lib/admin/account/two-factor-actions';
import { adminLocale, adminTranslator, formMessages } from '@/lib/admin/locale';
import { requirePage } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/safe-next';
import { loginPathFor, stepUpPathFor } from '@/lib/routing';

type Search = Promise<{ next?: string | string[] }>;

export async function generateMetadata(): Promise<Metadata> {
  return { title: adminTranslator(await adminLocale())('meta.stepUp') };
}

/**
 * /admin/account/step-up: a fresh code before a sensitive action, then back to `next` (the page
 * the action was posted from), where the person does it again.
 */
export default async function StepUpPage({ searchParams }: { searchParams: Search }) {
  await requirePage('staff.enter');
  const [locale, query] = await Promise.all([adminLocale(), searchParams]);
  const t = adminTranslator(locale);
  const next = safeNext(query.next);
  return (
    <>
      <h1 className="font-serif text-4xl">{t('twoFactor.stepUpTitle')}</h1>
      <p className="mt-3 max-w-3xl text-muted">{t('twoFactor.stepUpIntro')}</p>
      <div className="mt-8 max-w-xl border border-stone-line bg-white p-6">
        <AdminForm
          id="step-up"
          action={stepUpAction}
          locale={locale}
          messages={formMessages(locale)}
          loginHref={loginPathFor(stepUpPathFor(next))}
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
            submit: t('twoFactor.stepUpSubmit'),
            pending: t('twoFactor.codePending'),
            problems: t('form.problems'),
          }}
        />
      </div>
    </>
  );
}
