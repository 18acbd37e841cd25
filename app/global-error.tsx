'use client';

import { useParams } from 'next/navigation';
import { ErrorNotice } from '@/components/ui/error-notice';
import { isLocale } from '@/lib/i18n/locales';
import './globals.css';

/** Last-resort error screen, shown when the root layout itself fails. */
export default function GlobalError({ retry }: { error: Error; retry: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : 'es';
  return (
    <html lang={locale}>
      <body>
        <main>
          <ErrorNotice locale={locale} retry={retry} />
        </main>
      </body>
    </html>
  );
}
