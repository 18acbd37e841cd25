import { getTranslations } from 'next-intl/server';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { CareerForm } from './career-form';
import { privacyLink } from '@/components/legal/privacy-link';

/** The career application form with its texts in `locale`, finished on the server. */
export async function CareerFormSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('Forms');
  const forms = messages[locale].Forms;
  return (
    <CareerForm
      locale={locale}
      consentLabel={t.rich('career.consent', { link: privacyLink(locale) })}
      text={{
        ...forms.career,
        requiredNote: forms.requiredNote,
        honeypot: forms.honeypot,
        consentField: forms.consentField,
        // A key the messages lack reads as the form's own failure.
        errors: { ...forms.errors, failed: forms.errors.careerFailed },
      }}
    />
  );
}
