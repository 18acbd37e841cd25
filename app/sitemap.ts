import type { MetadataRoute } from 'next';
import { listSitemapEntries } from '@/lib/backend';
import { alternatesFor, listRoutes, locales, pathFor } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

export const revalidate = 300;

const absolute = (paths: Record<string, string>) =>
  Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, absoluteUrl(path)]));

/**
 * /sitemap.xml: every canonical public URL in both languages with its hreflang alternates, and
 * every published entry with its last change (an untranslated entry in Spanish only).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = listRoutes().flatMap((route) => {
    const languages = absolute(alternatesFor(route));
    return locales.map((locale) => ({
      url: absoluteUrl(pathFor(route, locale)),
      changeFrequency:
        route.screen === 'home' || route.screen === 'publications'
          ? ('weekly' as const)
          : ('monthly' as const),
      priority: route.screen === 'home' ? 1 : route.screen === 'service' ? 0.8 : 0.5,
      alternates: { languages },
    }));
  });
  const entries = (await listSitemapEntries()).flatMap((entry) => {
    const route = { screen: 'entry' as const, slugs: entry.slugs };
    const available = entry.slugs.en ? locales : (['es'] as const);
    const languages = absolute({
      ...Object.fromEntries(available.map((locale) => [locale, pathFor(route, locale)])),
      'x-default': pathFor(route, 'es'),
    });
    return available.map((locale) => ({
      url: absoluteUrl(pathFor(route, locale)),
      lastModified: entry.updatedAt,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
      alternates: { languages },
    }));
  });
  return [...pages, ...entries];
}
