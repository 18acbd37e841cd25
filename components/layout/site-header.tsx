import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { getTranslations } from 'next-intl/server';
import { homeLinkFor, type Locale } from '@/lib/routing';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';

/** The site header: skip link, logo, main navigation, language toggle and the mobile menu. */
export async function SiteHeader({
  locale,
  languageToggle,
}: {
  locale: Locale;
  /** The language toggle, from the layout's `@toggle` slot: an entry page fills in its own. */
  languageToggle: ReactNode;
}) {
  const t = await getTranslations('Nav');
  const links = mainNavLinks(locale, t);
  return (
    <header data-site-header className="relative z-20 border-b border-stone-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-ink-900 focus:px-4 focus:py-3 focus:text-white"
      >
        {t('skipLink')}
      </a>
      <Container className="flex h-20 items-center justify-between gap-6">
        <SiteLink href={homeLinkFor(locale)} className="text-ink-900">
          <Logo />
          {/* After the visible name, so the link's name starts with what it shows (WCAG 2.5.3). */}
          <span className="sr-only"> – {t('homeLink')}</span>
        </SiteLink>
        <div className="flex items-center gap-3 lg:gap-8">
          <MainNav links={links} label={t('label')} />
          <div className="text-ink-900">{languageToggle}</div>
          <MobileMenu
            links={links}
            openLabel={t('openMenu')}
            closeLabel={t('closeMenu')}
            navLabel={t('menu')}
          />
        </div>
      </Container>
    </header>
  );
}
