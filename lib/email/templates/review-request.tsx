import type { ReviewRequestEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { LinkButton, Paragraph } from './parts';

/**
 * To an editor: a draft waits for review. Fixed text and the link to its editor only, never the
 * draft's title or text (an unpublished draft stays in the staff area).
 */
export function ReviewRequest({ data }: { data: ReviewRequestEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('reviewRequest.body')}</Paragraph>
      <LinkButton url={data.url} label={t('reviewRequest.button')} />
    </Layout>
  );
}
