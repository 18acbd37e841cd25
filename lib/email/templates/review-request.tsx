import { Button, Link, Section } from '@react-email/components';
import type { ReviewRequestEmailData } from './data';
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

/**
 * To an editor: a draft waits for review. Fixed text and the link to its editor only, never the
 * draft's title or text (an unpublished draft stays in the staff area).
 */
export function ReviewRequest({ data }: { data: ReviewRequestEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('reviewRequest.body')}</Paragraph>
      <Section style={{ margin: '24px 0' }} data-skip-in-text>
        <Button href={data.url} style={button}>
          {t('reviewRequest.button')}
        </Button>
      </Section>
      <Paragraph style={{ fontSize: '13px', wordBreak: 'break-all' }}>
        <Link href={data.url} style={{ color: palette.navy }}>
          {data.url}
        </Link>
      </Paragraph>
    </Layout>
  );
}
