'use client';

import { useParams } from 'next/navigation';
import { ErrorNotice } from '@/components/ui/error-notice';
import { isLocale } from '@/lib/i18n/locales';

/** Error boundary of every public page: a localized message and a retry (no stack trace). */
export default function PageError({ retry }: { error: Error; retry: () => void }) {
  const params = useParams<{ locale?: string }>();
  return <ErrorNotice locale={isLocale(params.locale) ? params.locale : 'es'} retry={retry} />;
}
