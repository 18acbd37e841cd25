import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { confirmSubscriptionAction, unsubscribeAction } from '@/lib/forms/actions';
import { pathFor, type Locale } from '@/lib/routing';

type Screen = 'newsletterConfirm' | 'newsletterUnsubscribe';
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** Pages reached from e-mail links: never indexed. */
export async function subscriptionMetadata(screen: Screen): Promise<Metadata> {
  const t = await getTranslations('Subscription');
  return {
    title: t(screen === 'newsletterConfirm' ? 'confirmTitle' : 'unsubscribeTitle'),
    robots: { index: false, follow: false },
  };
}

/**
 * Confirms or cancels a newsletter subscription. Opening the link only shows a button: mail
 * scanners that fetch links do not confirm or unsubscribe anybody. The button posts to a server
 * action, which redirects back here with the result.
 */
export async function SubscriptionPage({
  screen,
  locale,
  searchParams,
}: {
  screen: Screen;
  locale: Locale;
  searchParams: SearchParams;
}) {
  const [t, params] = await Promise.all([getTranslations('Subscription'), searchParams]);
  const token = first(params.token).slice(0, 100);
  const result = first(params.result);
  const confirm = screen === 'newsletterConfirm';
  const title = confirm ? t('confirmTitle') : t('unsubscribeTitle');

  let heading = title;
  let body: string;
  let showButton = false;
  if (result === (confirm ? 'confirmed' : 'unsubscribed')) {
    heading = confirm ? t('confirmedTitle') : t('unsubscribedTitle');
    body = confirm ? t('confirmedText') : t('unsubscribedText');
  } else if (result === 'failed') {
    body = t('failed');
  } else if (result === 'invalid' || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    heading = t('invalidTitle');
    body = t('invalidText');
  } else {
    body = confirm ? t('confirmText') : t('unsubscribeText');
    showButton = true;
  }

  return (
    <>
      <InnerPageHeader
        locale={locale}
        trail={[{ name: title, path: pathFor({ screen }, locale) }]}
        title={heading}
      />
      <Container className="max-w-3xl py-16 sm:py-20">
        <p role="status" className="text-lg leading-relaxed text-ink-900">
          {body}
        </p>
        {showButton ? (
          <form action={confirm ? confirmSubscriptionAction : unsubscribeAction} className="mt-8">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="locale" value={locale} />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center border border-ink-900 bg-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-white hover:bg-ink-700"
            >
              {confirm ? t('confirmButton') : t('unsubscribeButton')}
            </button>
          </form>
        ) : (
          <div className="mt-8">
            <ButtonLink href={pathFor({ screen: 'home' }, locale)} variant="secondary">
              {t('backHome')}
            </ButtonLink>
          </div>
        )}
      </Container>
    </>
  );
}
