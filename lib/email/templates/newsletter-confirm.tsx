import { Link } from '@react-email/components';
import type { NewsletterConfirmEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { LinkButton, Paragraph } from './parts';
import { palette } from './palette';

/** The double opt-in e-mail: the confirmation button, the same link in full, and an unsubscribe link. */
export function NewsletterConfirm({ data }: { data: NewsletterConfirmEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('newsletterConfirm.body')}</Paragraph>
      <LinkButton url={data.confirmUrl} label={t('newsletterConfirm.button')} />
      <Paragraph>{t('newsletterConfirm.ignore')}</Paragraph>
      <Paragraph>
        <Link href={data.unsubscribeUrl} style={{ color: palette.muted }}>
          {t('newsletterConfirm.unsubscribe')}
        </Link>
      </Paragraph>
    </Layout>
  );
}
