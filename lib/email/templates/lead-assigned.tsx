import type { LeadAssignedEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { LinkButton, Paragraph } from './parts';

/**
 * To a lawyer: a lead was assigned to them. Fixed text and the link to the lead in the inbox
 * only, never what the visitor wrote nor who they are (personal data stays in the staff area).
 */
export function LeadAssigned({ data }: { data: LeadAssignedEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('leadAssigned.body')}</Paragraph>
      <LinkButton url={data.url} label={t('leadAssigned.button')} />
    </Layout>
  );
}
