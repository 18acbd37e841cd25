import type { Locale } from '@/lib/routing';
import type { RequestKind } from '@/lib/data-requests/options';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { Closing, LinkButton, Paragraph } from './parts';

/** The link that registers a data request: fixed text and the link, nothing the visitor typed. */
export function DataRequestConfirm({ locale, confirmUrl }: { locale: Locale; confirmUrl: string }) {
  const t = emailTranslator(locale);
  return (
    <Layout locale={locale}>
      <Paragraph>{t('dataRequestConfirm.body')}</Paragraph>
      <LinkButton url={confirmUrl} label={t('dataRequestConfirm.button')} />
      <Paragraph>{t('dataRequestConfirm.ignore')}</Paragraph>
    </Layout>
  );
}

/**
 * The acknowledgement of a registered request: fixed text with the legal term and the day it
 * ends, never what the person typed.
 */
export function DataRequestAck({
  locale,
  kind,
  days,
  date,
}: {
  locale: Locale;
  kind: RequestKind;
  days: number;
  date: string;
}) {
  const t = emailTranslator(locale);
  return (
    <Layout locale={locale}>
      <Paragraph>{t('dataRequestAck.greeting')}</Paragraph>
      <Paragraph>{t('dataRequestAck.body', { kind, days, date })}</Paragraph>
      <Paragraph>{t('dataRequestAck.extension')}</Paragraph>
      <Closing words={t('dataRequestAck.closing')} />
    </Layout>
  );
}
