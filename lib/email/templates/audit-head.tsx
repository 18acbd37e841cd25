import type { AuditHeadEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { Fields, Paragraph } from './parts';

/** The audit trail's head hash of the day, to an admin: fixed text, the hash and the check. */
export function AuditHead({ data }: { data: AuditHeadEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('auditHead.body', { day: data.day })}</Paragraph>
      <Fields
        fields={[
          [t('auditHead.head'), `#${data.head.id}`],
          [t('auditHead.hash'), data.head.hash],
          [
            t('auditHead.check'),
            data.firstBrokenId === null
              ? t('auditHead.ok')
              : t('auditHead.broken', { id: data.firstBrokenId }),
          ],
        ]}
      />
      <Paragraph>{t('auditHead.compare')}</Paragraph>
    </Layout>
  );
}
