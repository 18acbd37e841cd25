import { getTranslations } from 'next-intl/server';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { ContactForm } from './contact-form';
import { privacyLink } from '@/components/legal/privacy-link';

/** The contact form with its texts in `locale`, finished on the server. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const [t, tHelp] = await Promise.all([
    getTranslations('Forms'),
    getTranslations('ContactFormHelp'),
  ]);
  const forms = messages[locale].Forms;
  return (
    <ContactForm
      locale={locale}
      consentLabel={t.rich('contact.consent', { link: privacyLink(locale) })}
      text={{
        ...forms.contact,
        requiredNote: forms.requiredNote,
        consentField: forms.consentField,
        conflictsNotice: tHelp('conflictsNotice'),
        honeypot: forms.honeypot,
        // A key the messages lack reads as the form's own failure.
        errors: { ...forms.errors, failed: forms.errors.contactFailed },
      }}
    />
  );
}
