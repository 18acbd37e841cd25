import type { Locale } from '@/lib/routing';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { Closing, Paragraph } from './parts';

/**
 * The visitor's acknowledgement of a contact message or an application. It takes a language and
 * nothing a visitor typed: it goes to an address nobody verified, and an e-mail that repeats
 * what a visitor typed to such an address would make the firm's mail a spam relay.
 */
export function Acknowledgement({
  locale,
  about,
}: {
  locale: Locale;
  about: 'contactAck' | 'careerAck';
}) {
  const t = emailTranslator(locale);
  return (
    <Layout locale={locale}>
      <Paragraph>{t(`${about}.greeting`)}</Paragraph>
      <Paragraph>{t(`${about}.body`)}</Paragraph>
      <Paragraph>{t(`${about}.notRequested`)}</Paragraph>
      <Closing words={t(`${about}.closing`)} />
    </Layout>
  );
}
