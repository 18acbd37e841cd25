import Link from 'next/link';
import { adminTranslator } from '@/lib/admin/locale';
import { adminPaths, type Locale } from '@/lib/routing';

/**
 * The dashboard's e-mail warnings, shown only when there is something to say: e-mails failing
 * in the last 24 hours (linking to the failed ones), or a real deployment that cannot send.
 */
export function OutboxWarnings({
  failing,
  unconfigured,
  locale,
}: {
  failing: number;
  unconfigured: boolean;
  locale: Locale;
}) {
  if (!failing && !unconfigured) return null;
  const t = adminTranslator(locale);
  return (
    <section
      aria-labelledby="mail-warnings"
      className="mt-8 border-l-4 border-red-700 bg-red-50 p-4 text-red-950"
      data-mail-warnings
    >
      <h2 id="mail-warnings" className="font-semibold">
        {t('outbox.warningTitle')}
      </h2>
      {unconfigured ? <p className="mt-2">{t('outbox.unconfigured')}</p> : null}
      {failing ? (
        <p className="mt-2">
          {t('outbox.failing', { count: failing })}{' '}
          <Link
            href={`${adminPaths.outbox}?state=failed`}
            className="font-semibold underline underline-offset-2"
          >
            {t('outbox.failingLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
