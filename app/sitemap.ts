import type { MetadataRoute } from 'next';
import { alternatesFor, listRoutes, locales, pathFor } from '@/lib/routing';
import { absoluteUrl } from '@/lib/site-url';

/** /sitemap.xml: every canonical public URL in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return listRoutes().flatMap((route) => {
    const languages = Object.fromEntries(
      Object.entries(alternatesFor(route)).map(([lang, path]) => [lang, absoluteUrl(path)]),
    );
    return locales.map((locale) => ({
      url: absoluteUrl(pathFor(route, locale)),
      changeFrequency: route.screen === 'home' ? ('weekly' as const) : ('monthly' as const),
      priority: route.screen === 'home' ? 1 : route.screen === 'service' ? 0.8 : 0.5,
      alternates: { languages },
    }));
  });
}
