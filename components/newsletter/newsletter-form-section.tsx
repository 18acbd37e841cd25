import { getTranslations } from 'next-intl/server';
import { newsletterErrorKeys } from '@/lib/forms/options';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { NewsletterForm } from './newsletter-form';
import { privacyLink } from '@/components/legal/privacy-link';

/** The newsletter sign-up with its texts in `locale`, finished on the server. */
export async function NewsletterFormSection({
  locale,
  tone,
}: {
  locale: Locale;
  tone?: 'light' | 'dark';
}) {
  const t = await getTranslations('Forms');
  const forms = messages[locale].Forms;
  // Only what the form shows: this is in every page's RSC payload (the title and the consent
  // sentence are rendered here, on the server).
  const { email, placeholder, submit, submitting, successTitle, successText } = forms.newsletter;
  const errors = {
    ...Object.fromEntries(newsletterErrorKeys.map((key) => [key, forms.errors[key]])),
    // What a key the form was not sent reads as: never the key itself.
    failed: forms.errors.newsletterFailed,
  };
  return (
    <NewsletterForm
      locale={locale}
      tone={tone}
      consentNotice={t.rich('newsletter.consent', { link: privacyLink(locale) })}
      text={{
        email,
        placeholder,
        submit,
        submitting,
        successTitle,
        successText,
        honeypot: forms.honeypot,
        errors,
      }}
    />
  );
}
