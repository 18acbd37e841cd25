import type { RecoveryCodeUsedEmailData } from './data';
import { emailTranslator } from './i18n';
import { Layout } from './layout';
import { LinkButton, Paragraph } from './parts';

/**
 * To the account's own address: a recovery code signed it in and its second factor is gone.
 * Fixed text and the link to the two-factor settings only.
 */
export function RecoveryCodeUsed({ data }: { data: RecoveryCodeUsedEmailData }) {
  const t = emailTranslator(data.locale);
  return (
    <Layout locale={data.locale}>
      <Paragraph>{t('recoveryCodeUsed.body')}</Paragraph>
      <LinkButton url={data.url} label={t('recoveryCodeUsed.button')} />
    </Layout>
  );
}
