import { HeaderLanguageToggle } from '@/components/layout/header-language-toggle';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

/** The header's language toggle on every page but an entry's: the routing table knows the way. */
export default async function DefaultToggle({ params }: { params: LocaleParams }) {
  const locale = await enterLocale(params);
  return <HeaderLanguageToggle locale={locale} />;
}
