import type { Metadata } from 'next';
import { SubscriptionPage, subscriptionMetadata } from '@/components/newsletter/subscription-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export function generateMetadata(): Promise<Metadata> {
  return subscriptionMetadata('newsletterConfirm');
}

export default async function NewsletterConfirmPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  return (
    <SubscriptionPage
      screen="newsletterConfirm"
      locale={await enterLocale(params)}
      searchParams={searchParams}
    />
  );
}
