import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { LanguageSwitch } from './language-switch';

/** The staff area's language switch in the admin's current language (frame and sign-in pages). */
export async function AdminLanguageSwitch({ tone }: { tone: 'light' | 'dark' }) {
  const locale = await adminLocale();
  const t = adminTranslator(locale);
  return (
    <LanguageSwitch
      locale={locale}
      tone={tone}
      texts={{
        switchTo: t('language.switchTo'),
        names: { es: t('language.es'), en: t('language.en') },
      }}
    />
  );
}
