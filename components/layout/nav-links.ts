import type { getTranslations } from 'next-intl/server';
import { pathFor, type Locale, type StaticScreen } from '@/lib/routing';

type NavT = Awaited<ReturnType<typeof getTranslations<'Nav'>>>;

/** One item of the main navigation; `screen` is the section it stands for. */
export type NavLink = { screen: StaticScreen; href: string; label: string };

const navScreens = ['about', 'services', 'publications', 'careers', 'contact'] as const;

/**
 * The main navigation (docs/product.md#what-the-screens-show): about, services, bulletins, work
 * with us, contact.
 */
export function mainNavLinks(locale: Locale, t: NavT): NavLink[] {
  return navScreens.map((screen) => ({
    screen,
    href: pathFor({ screen }, locale),
    label: t(screen),
  }));
}

/** The legal pages, in the order the footer and the site map list them. */
export const legalScreens = [
  'privacyPolicy',
  'privacyNotice',
  'dataRequests',
  'terms',
  'cookiePolicy',
  'accessibility',
  'siteMap',
] as const satisfies readonly StaticScreen[];
