import type { SetPasswordEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { LinkButton, Paragraph } from './parts';

/** A set-password link: a password reset, or a new admin's invitation. Fixed text and the link. */
export function SetPassword({ data }: { data: SetPasswordEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t(`${data.about}.body`)}</Paragraph>
      <LinkButton url={data.url} label={t(`${data.about}.button`)} />
      <Paragraph>{t(`${data.about}.ignore`)}</Paragraph>
    </Layout>
  );
}
