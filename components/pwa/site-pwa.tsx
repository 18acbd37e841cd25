import { getTranslations } from 'next-intl/server';
import { PwaPrompts } from './pwa-prompts';

/** The installable app's prompts, translated on the server for the page's language. */
export async function SitePwa() {
  const [t, tInstall] = await Promise.all([getTranslations('Pwa'), getTranslations('PwaInstall')]);
  return (
    <PwaPrompts
      labels={{
        region: t('region'),
        install: t('install'),
        dismissInstall: tInstall('dismiss'),
        updateTitle: t('updateTitle'),
        updateQuestion: t('updateQuestion'),
        update: t('update'),
        later: t('later'),
      }}
    />
  );
}
