import 'server-only';
import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, pathFor } from '@/lib/routing';
import { brandColors, site } from '@/lib/site';

/**
 * The web app manifest (served at `manifestPath`): what makes the site installable. Its language
 * is Spanish, the site's default; the English description is the manifest's localized member for
 * English-speaking systems (W3C manifest, `description_localized`).
 */
export async function getManifest(): Promise<MetadataRoute.Manifest> {
  const [es, en] = await Promise.all([
    getTranslations({ locale: 'es', namespace: 'Metadata' }),
    getTranslations({ locale: 'en', namespace: 'Metadata' }),
  ]);
  const home = pathFor({ screen: 'home' }, defaultLocale);
  const localized = { description_localized: { en: en('siteDescription') } };
  return {
    id: home,
    name: site.name,
    short_name: site.shortName,
    description: es('siteDescription'),
    ...localized,
    lang: defaultLocale,
    dir: 'ltr',
    // `/` opens in the language the visitor chose last (proxy.ts), Spanish otherwise.
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: brandColors.navy,
    background_color: brandColors.paper,
    categories: ['business'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
