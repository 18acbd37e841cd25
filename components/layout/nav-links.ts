import type { getTranslations } from 'next-intl/server';
import { pathFor, type Locale } from '@/lib/routing';

type NavT = Awaited<ReturnType<typeof getTranslations<'Nav'>>>;

/** The main navigation (SPEC §2): about, services, bulletins, work with us, contact. */
export function mainNavLinks(locale: Locale, t: NavT) {
  return [
    { href: pathFor({ screen: 'about' }, locale), label: t('about') },
    { href: pathFor({ screen: 'services' }, locale), label: t('services') },
    { href: pathFor({ screen: 'publications' }, locale), label: t('publications') },
    { href: pathFor({ screen: 'careers' }, locale), label: t('careers') },
    { href: pathFor({ screen: 'contact' }, locale), label: t('contact') },
  ];
}
