import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cardUrl, routeCard, type SocialCard } from '@/lib/cards/model';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';
import type { Messages } from '@/lib/i18n/messages';
import type { EntryRoute, Locale, Route } from '@/lib/routing';
import { pageMetadata, socialImageMetadata, type SocialImage } from '@/lib/seo';

type PageText = { locale: Locale; title: string; description: string };

/**
 * A page's metadata in the request's language, with that language's Open Graph locale and its
 * social card. A page that is not an entry gets the card of its route; an entry page passes its
 * entry's card (lib/cards/model.ts, entryCard), which the page's JSON-LD names too.
 */
export async function localizedMetadata(
  input: PageText & ({ route: Route; card?: undefined } | { route: EntryRoute; card: SocialCard }),
): Promise<Metadata> {
  const [tMeta, image] = await Promise.all([
    getTranslations('Metadata'),
    socialImageOf(input.route, input.locale, input.card),
  ]);
  return pageMetadata({ ...input, ogLocale: tMeta('ogLocale'), image });
}

/** The social card a page names: its absolute URL (with the card's version) and its words. */
async function socialImageOf(
  route: Route | EntryRoute,
  locale: Locale,
  card: SocialCard | undefined,
): Promise<SocialImage> {
  if (route.screen === 'entry' && !card) throw new Error('An entry page names its own card.');
  const social = card ?? (await routeCard(route as Route, locale));
  return { url: cardUrl(route, social), alt: social.alt };
}

/**
 * The social card tags alone, for a page whose metadata is otherwise its own (the newsletter's
 * pages, reached from e-mail links and never indexed).
 */
export async function cardMetadata(route: Route, locale: Locale): Promise<Metadata> {
  return socialImageMetadata(await socialImageOf(route, locale, undefined));
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
