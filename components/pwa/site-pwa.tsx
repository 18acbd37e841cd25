import { getTranslations } from 'next-intl/server';
import { PwaPrompts } from './pwa-prompts';

/** The installable app's prompts, translated on the server for the page's language. */
export async function SitePwa() {
  const t = await getTranslations('Pwa');
  return (
    <PwaPrompts
      labels={{
        region: t('region'),
        install: t('install'),
        updateTitle: t('updateTitle'),
        updateQuestion: t('updateQuestion'),
        update: t('update'),
        later: t('later'),
      }}
    />
  );
}
