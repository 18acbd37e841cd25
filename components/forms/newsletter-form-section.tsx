import { getTranslations } from 'next-intl/server';
import { messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/routing';
import { NewsletterForm } from './newsletter-form';
import { privacyLink } from './privacy-link';

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
  return (
    <NewsletterForm
      locale={locale}
      tone={tone}
      consentNotice={t.rich('newsletter.consent', { link: privacyLink(locale) })}
      text={{ ...forms.newsletter, honeypot: forms.honeypot, errors: forms.errors }}
    />
  );
}
