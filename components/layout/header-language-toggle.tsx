import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/routing';
import { LanguageToggle, type EntryCounterpart } from './language-toggle';

/** The header's language toggle with its texts in `locale`. */
export async function HeaderLanguageToggle({
  locale,
  counterpart,
}: {
  locale: Locale;
  counterpart?: EntryCounterpart;
}) {
  const t = await getTranslations({ locale, namespace: 'LanguageToggle' });
  return (
    <LanguageToggle
      locale={locale}
      label={t('label')}
      short={t('short')}
      counterpart={counterpart}
    />
  );
}
