import { getTranslations } from 'next-intl/server';

/**
 * The publications disclaimer. The newsletter invitation that stood beside it is the footer's,
 * which every page carries: one sign-up per page.
 */
export async function PublicationsDisclaimer() {
  const t = await getTranslations('Publications');
  return (
    <section
      aria-labelledby="disclaimer-title"
      className="border-l-2 border-brass-500 bg-brass-100/50 p-8"
      data-print-hidden
    >
      <h2
        id="disclaimer-title"
        className="font-sans text-xs font-semibold tracking-[0.16em] text-brass-700 uppercase"
      >
        {t('disclaimerTitle')}
      </h2>
      <p className="mt-3 max-w-3xl text-sm leading-relaxed text-ink-900">{t('disclaimer')}</p>
    </section>
  );
}
