import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { messages } from '@/lib/i18n/messages';
import { pathFor, type Locale } from '@/lib/routing';
import { CareerForm } from './career-form';
import { ContactForm } from './contact-form';
import { NewsletterForm } from './newsletter-form';

// Server components that translate each form's texts and hand them, finished, to the client form.

function privacyLink(locale: Locale) {
  return function PrivacyLink(chunks: React.ReactNode) {
    return <Link href={pathFor({ screen: 'privacyPolicy' }, locale)}>{chunks}</Link>;
  };
}

/** The contact form with its texts in `locale`. */
export async function ContactFormSection({ locale }: { locale: Locale }) {
  const t = await getTranslations('Forms');
  const forms = messages[locale].Forms;
  return (
    <ContactForm
      locale={locale}
      consentLabel={t.rich('contact.consent', { link: privacyLink(locale) })}
      text={{
        ...forms.contact,
        requiredNote: forms.requiredNote,
        honeypot: forms.honeypot,
        errors: forms.errors,
      }}
    />
  );
}

/** The career application form with its texts in `locale`. */
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
        errors: forms.errors,
      }}
    />
  );
}

/** The newsletter sign-up with its texts in `locale`. */
export async function NewsletterFormSection({
  locale,
  tone,
}: {
  locale: Locale;
  tone?: 'light' | 'dark';
}) {
  const t = await getTranslations('Forms');
  const forms = messages[locale].Forms;
  return (
    <NewsletterForm
      locale={locale}
      tone={tone}
      consentNotice={t.rich('newsletter.consent', { link: privacyLink(locale) })}
      text={{ ...forms.newsletter, honeypot: forms.honeypot, errors: forms.errors }}
    />
  );
}
