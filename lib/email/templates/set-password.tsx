import { Button, Link, Section } from '@react-email/components';
import type { SetPasswordEmailData } from './data';
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

/** A set-password link: a password reset, or a new admin's invitation. Fixed text and the link. */
export function SetPassword({ data }: { data: SetPasswordEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t(`${data.about}.body`)}</Paragraph>
      {/* Skipped in the plain-text part, which shows the link below once. */}
      <Section style={{ margin: '24px 0' }} data-skip-in-text>
        <Button href={data.url} style={button}>
          {t(`${data.about}.button`)}
        </Button>
      </Section>
      <Paragraph style={{ fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={data.url} style={{ color: palette.navy }}>
          {data.url}
        </Link>
      </Paragraph>
      <Paragraph>{t(`${data.about}.ignore`)}</Paragraph>
    </Layout>
  );
}
