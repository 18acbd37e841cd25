import { getTranslations } from 'next-intl/server';
import { privacyLink } from '@/components/legal/privacy-link';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { DataRequestForm } from './data-request-form';

/** The data-request form with its texts in `locale`, finished on the server. */
export async function DataRequestFormSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('Forms');
  const forms = messages[locale].Forms;
  return (
    <DataRequestForm
      locale={locale}
      consentLabel={t.rich('dataRequest.consent', { link: privacyLink(locale) })}
      text={{
        ...forms.dataRequest,
        requiredNote: forms.requiredNote,
        consentField: forms.consentField,
        honeypot: forms.honeypot,
        // A key the messages lack reads as the form's own failure.
        errors: { ...forms.errors, failed: forms.errors.dataRequestFailed },
      }}
    />
  );
}
