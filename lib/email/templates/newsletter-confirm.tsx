import { Button, Link, Section } from '@react-email/components';
import type { NewsletterConfirmEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { Paragraph } from './parts';
import { palette } from './palette';

const button = {
  backgroundColor: palette.navy,
  color: palette.white,
  padding: '12px 20px',
  textDecoration: 'none',
};

/** The double opt-in e-mail: the confirmation button, the same link in full, and an unsubscribe link. */
export function NewsletterConfirm({ data }: { data: NewsletterConfirmEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('newsletterConfirm.body')}</Paragraph>
      {/* Skipped in the plain-text part, which shows the link below once. */}
      <Section style={{ margin: '24px 0' }} data-skip-in-text>
        <Button href={data.confirmUrl} style={button}>
          {t('newsletterConfirm.button')}
        </Button>
      </Section>
      <Paragraph style={{ fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={data.confirmUrl} style={{ color: palette.navy }}>
          {data.confirmUrl}
        </Link>
      </Paragraph>
      <Paragraph>{t('newsletterConfirm.ignore')}</Paragraph>
      <Paragraph>
        <Link href={data.unsubscribeUrl} style={{ color: palette.muted }}>
          {t('newsletterConfirm.unsubscribe')}
        </Link>
      </Paragraph>
    </Layout>
  );
}
