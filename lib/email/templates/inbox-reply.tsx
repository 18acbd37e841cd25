import type { InboxReplyEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { Closing, Lines, Paragraph } from './parts';

/**
 * A reply from the firm to a lead or an applicant. The admin's text is plain text: each blank
 * line starts a paragraph, and React escapes every character, so nothing typed becomes markup.
 */
export function InboxReply({ data }: { data: InboxReplyEmailData }) {
  const t = emailTranslator(data.locale);
  const paragraphs = data.body.split(/(?:\r\n|\r|\n)\s*(?:\r\n|\r|\n)/).filter((p) => p.trim());
  return (
    <Layout locale={data.locale}>
      {paragraphs.map((text, index) => (
        <Paragraph key={index}>
          <Lines text={text.trim()} />
        </Paragraph>
      ))}
      <Closing words={t('inboxReply.closing')} />
    </Layout>
  );
}
