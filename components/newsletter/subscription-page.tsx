import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { SubscriptionFlow } from '@/components/newsletter/subscription-flow';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { cardMetadata } from '@/lib/page-metadata';
import { pathFor, type Locale } from '@/lib/routing';

type Screen = 'newsletterConfirm' | 'newsletterUnsubscribe';
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

/** Pages reached from e-mail links: never indexed, but a shared link still shows the card. */
async function subscriptionMetadata(screen: Screen, locale: Locale): Promise<Metadata> {
  const [t, card] = await Promise.all([
    getTranslations('Subscription'),
    cardMetadata({ screen }, locale),
  ]);
  return {
    ...card,
    title: t(screen === 'newsletterConfirm' ? 'confirmTitle' : 'unsubscribeTitle'),
    robots: { index: false, follow: false },
  };
}

/**
 * Confirms or cancels a newsletter subscription. Opening the link only shows a button: mail
 * scanners that fetch links do not confirm or unsubscribe anybody. The button posts to a server
 * action, whose answer the page shows in place.
 */
async function SubscriptionPage({
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
  const confirm = screen === 'newsletterConfirm';
  const title = confirm ? t('confirmTitle') : t('unsubscribeTitle');
  const header = (heading: string) => (
    <InnerPageHeader
      locale={locale}
      trail={[{ name: title, path: pathFor({ screen }, locale) }]}
      title={heading}
    />
  );
  const backHome = (
    <ButtonLink href={pathFor({ screen: 'home' }, locale)} variant="secondary">
      {t('backHome')}
    </ButtonLink>
  );

  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
    return (
      <>
        {header(t('invalidTitle'))}
        <Container className="max-w-3xl py-16 sm:py-20">
          <p role="status" className="text-lg leading-relaxed text-ink-900">
            {t('invalidText')}
          </p>
          <div className="mt-8">{backHome}</div>
        </Container>
      </>
    );
  }
  return (
    <SubscriptionFlow
      kind={confirm ? 'confirm' : 'unsubscribe'}
      token={token}
      locale={locale}
      texts={{
        body: confirm ? t('confirmText') : t('unsubscribeText'),
        button: confirm ? t('confirmButton') : t('unsubscribeButton'),
        done: confirm ? t('confirmedText') : t('unsubscribedText'),
        invalid: t('invalidText'),
        failed: t('failed'),
      }}
      headers={{
        initial: header(title),
        done: header(confirm ? t('confirmedTitle') : t('unsubscribedTitle')),
        invalid: header(t('invalidTitle')),
      }}
      backHome={backHome}
    />
  );
}

/** What the confirm and unsubscribe routes export: their metadata and their page. */
export function subscriptionRoute(screen: Screen) {
  return {
    generateMetadata: async ({ params }: { params: LocaleParams }) =>
      subscriptionMetadata(screen, await enterLocale(params)),
    Page: async function SubscriptionRoute({
      params,
      searchParams,
    }: {
      params: LocaleParams;
      searchParams: SearchParams;
    }) {
      return (
        <SubscriptionPage
          screen={screen}
          locale={await enterLocale(params)}
          searchParams={searchParams}
        />
      );
    },
  };
}
