import type { CareerEmailData } from './data';
import { areaLabel, emailTranslator } from './i18n';
import { Layout } from './layout';
import { Fields, Paragraph } from './parts';

/** The firm's notification of an application, in Spanish: every field and the stored CV's name. */
export function CareerFirm({ data }: { data: CareerEmailData }) {
  const t = emailTranslator('es');
  const none = t('fields.none');
  const language = t(`languages.${data.locale}`);
  return (
    <Layout locale="es">
      <Paragraph>{t('careerFirm.intro', { language, file: data.resumeFile })}</Paragraph>
      <Fields
        fields={[
          [t('fields.firstName'), data.firstName],
          [t('fields.lastName'), data.lastName],
          [t('fields.email'), data.email],
          [t('fields.phone'), data.phone || none],
          [t('fields.profession'), data.profession],
          [t('fields.practiceArea'), areaLabel('es', data.practiceArea)],
          [t('fields.linkedinProfile'), data.linkedinProfile || none],
          [t('fields.resume'), `${data.resumeOriginalName} (${data.resumeFile})`],
          [t('fields.language'), language],
          [t('fields.message'), data.message || none],
        ]}
      />
    </Layout>
  );
}
