import type { ContactEmailData } from './data';
import { emailTranslator, topicLabel } from './i18n';
import { Layout } from './layout';
import { Fields, Paragraph } from './parts';

/** The firm's notification of a contact message, in Spanish, with everything the visitor typed. */
export function ContactFirm({ data }: { data: ContactEmailData }) {
  const t = emailTranslator('es');
  const none = t('fields.none');
  const language = t(`languages.${data.locale}`);
  return (
    <Layout locale="es">
      <Paragraph>{t('contactFirm.intro', { language })}</Paragraph>
      <Fields
        fields={[
          [t('fields.name'), data.name],
          [t('fields.email'), data.email],
          [t('fields.phone'), data.phone || none],
          [t('fields.topic'), topicLabel('es', data.topic) || none],
          [t('fields.language'), language],
          [t('fields.message'), data.message],
        ]}
      />
    </Layout>
  );
}
