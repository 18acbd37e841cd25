import 'server-only';
import { z } from 'zod';
import { getEntry, listCategories } from '@/lib/backend';
import { teamMemberById } from '@/lib/content/team';
import {
  cardKinds,
  entrySlugPattern,
  locales,
  serviceKeys,
  staticScreenKeys,
  type EntryRoute,
  type Route,
} from '@/lib/routing';
import { entryCard, routeCard, type SocialCard } from './model';

// The card route's reading of its address: which page's card, or none. Every part of the path is
// checked against what exists (a screen, a practice area, a lawyer, a published entry), so an
// address that names nothing answers 404 instead of a card for nothing.

const paramsSchema = z.object({
  locale: z.enum(locales),
  kind: z.enum(cardKinds),
  key: z.string().max(120),
});

const slugRegex = new RegExp(`^${entrySlugPattern}$`);

/** The route and card a card address names, or null when it names no page. */
export async function resolveCard(
  params: unknown,
): Promise<{ route: Route | EntryRoute; card: SocialCard } | null> {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) return null;
  const { locale, kind, key } = parsed.data;
  let route: Route | null = null;
  if (kind === 'page') {
    const screen = staticScreenKeys.find((candidate) => candidate === key);
    if (screen) route = { screen };
  } else if (kind === 'service') {
    const service = serviceKeys.find((candidate) => candidate === key);
    if (service) route = { screen: 'service', service };
  } else if (kind === 'lawyer') {
    const member = teamMemberById(key);
    if (member) route = { screen: 'lawyer', lawyer: member.id };
  } else {
    if (!slugRegex.test(key)) return null;
    // The published entry visitors read (cached under its tag, which expires the card too).
    const [entry, categories] = await Promise.all([getEntry(locale, key), listCategories()]);
    if (!entry) return null;
    const entryRoute: EntryRoute = { screen: 'entry', slugs: entry.slugs };
    return { route: entryRoute, card: await entryCard(entry, locale, categories) };
  }
  return route ? { route, card: await routeCard(route, locale) } : null;
}
