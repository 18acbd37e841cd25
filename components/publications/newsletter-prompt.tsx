import { getLocale, getTranslations } from 'next-intl/server';
import { NewsletterFormSection } from '@/components/forms/newsletter-form-section';
import { isLocale } from '@/lib/routing';

/** The invitation to receive the monthly bulletin, and the publications disclaimer. */
export async function NewsletterAndDisclaimer() {
  const [t, requested] = await Promise.all([getTranslations('Publications'), getLocale()]);
  const locale = isLocale(requested) ? requested : 'es';
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]" data-print-hidden>
      <section aria-labelledby="newsletter-title" className="bg-ink-900 p-8 text-ink-100 sm:p-10">
        <h2 id="newsletter-title" className="text-2xl text-white sm:text-3xl">
          {t('newsletterTitle')}
        </h2>
        <p className="mt-3 mb-6 leading-relaxed">{t('newsletterText')}</p>
        <NewsletterFormSection locale={locale} tone="dark" />
      </section>
      <section
        aria-labelledby="disclaimer-title"
        className="border-l-2 border-brass-500 bg-brass-100/50 p-8"
      >
        <h2
          id="disclaimer-title"
          className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
        >
          {t('disclaimerTitle')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed text-ink-900">{t('disclaimer')}</p>
      </section>
    </div>
  );
}
