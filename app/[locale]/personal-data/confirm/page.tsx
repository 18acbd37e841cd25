import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DataRequestConfirmFlow } from '@/components/data-requests/confirm-flow';
import { InnerPageHeader } from '@/components/layout/inner-page-header';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import { pathFor } from '@/lib/routing';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Reached from an e-mail link only: never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('DataRequestConfirm');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * Registers a data request. Opening the link only shows a button: mail scanners that fetch links
 * register nothing. The button posts to a server action, whose answer the page shows in place.
 */
export default async function DataRequestConfirmPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const [locale, query, t] = await Promise.all([
    enterLocale(params),
    searchParams,
    getTranslations('DataRequestConfirm'),
  ]);
  const raw = query.token;
  const token = ((Array.isArray(raw) ? raw[0] : raw) ?? '').slice(0, 100);
  const header = (heading: string) => (
    <InnerPageHeader
      locale={locale}
      trail={[{ name: t('title'), path: pathFor({ screen: 'dataRequestConfirm' }, locale) }]}
      title={heading}
    />
  );
  const back = (
    <ButtonLink href={pathFor({ screen: 'dataRequests' }, locale)} variant="secondary">
      {t('backForm')}
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
          <div className="mt-8">{back}</div>
        </Container>
      </>
    );
  }
  return (
    <DataRequestConfirmFlow
      token={token}
      locale={locale}
      texts={{
        body: t('text'),
        button: t('button'),
        done: t.raw('doneText') as string,
        invalid: t('invalidText'),
        failed: t('failed'),
      }}
      headers={{
        initial: header(t('title')),
        done: header(t('doneTitle')),
        invalid: header(t('invalidTitle')),
      }}
      back={back}
    />
  );
}
