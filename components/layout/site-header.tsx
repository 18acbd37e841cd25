import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pathFor, type Locale } from '@/lib/routing';
import { Container } from '@/components/ui/container';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';

/** The site header: skip link, logo, main navigation, language toggle and the mobile menu. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const [t, tToggle] = await Promise.all([
    getTranslations('Nav'),
    getTranslations('LanguageToggle'),
  ]);
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
        <Link
          href={pathFor({ screen: 'home' }, locale)}
          aria-label={t('homeLink')}
          className="text-ink-900"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-3 lg:gap-8">
          <nav aria-label={t('label')} className="hidden lg:block">
            <ul className="flex items-center gap-7 text-[0.95rem] font-medium text-ink-800">
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="underline-offset-8 hover:text-ink-950 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="text-ink-900">
            <LanguageToggle
              locale={locale}
              label={tToggle('label')}
              short={tToggle('short')}
              name={tToggle('name')}
            />
          </div>
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
