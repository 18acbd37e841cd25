import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import type { Messages } from '@/lib/i18n/messages';
import type { EntryRoute, Locale, Route } from '@/lib/routing';
import { pageMetadata } from '@/lib/seo';

/** A page's metadata in the request's language, with that language's Open Graph locale. */
export async function localizedMetadata(input: {
  route: Route | EntryRoute;
  locale: Locale;
  title: string;
  description: string;
}): Promise<Metadata> {
  const tMeta = await getTranslations('Metadata');
  return pageMetadata({ ...input, ogLocale: tMeta('ogLocale') });
}

/** The message namespaces that hold a page's `title` and `metaDescription`. */
type ScreenNamespace = {
  [K in keyof Messages]: Messages[K] extends { title: string; metaDescription: string } ? K : never;
}[keyof Messages];

/**
 * The generateMetadata of a page whose title and description are `title` and `metaDescription`
 * of `namespace`.
 */
export function screenMetadata(route: Route, namespace: ScreenNamespace) {
  return async ({ params }: { params: LocaleParams }): Promise<Metadata> => {
    const locale = await enterLocale(params);
    const t = await getTranslations(namespace);
    return localizedMetadata({
      route,
      locale,
      title: t('title'),
      description: t('metaDescription'),
    });
  };
}
