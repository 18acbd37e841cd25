import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { Container } from '@/components/ui/container';
import { signOutAction } from '@/lib/admin/account/actions';
import { adminPaths } from '@/lib/routing';
import { AdminLanguageSwitch } from './admin-language-switch';
import { AdminNav, type AdminNavItem } from './admin-nav';

type Texts = {
  skipLink: string;
  navLabel: string;
  area: string;
  publicSite: string;
  signedInAs: string;
  signOut: string;
  signOutEverywhere: string;
};

const signOutButton =
  'min-h-11 border border-white/70 px-3 py-2 text-sm font-semibold text-white hover:bg-white hover:text-ink-950';

/**
 * The signed-in admin's frame: who is signed in, the area's language, its navigation and both
 * sign-outs.
 */
export function AdminShell({
  texts,
  siteHref,
  nav,
  children,
}: {
  texts: Texts;
  /** The area's sections, in order, labelled in the admin's language. */
  nav: AdminNavItem[];
  /** The public home page in the admin's language. */
  siteHref: string;
  children: ReactNode;
}) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-3 focus:text-ink-950"
      >
        {texts.skipLink}
      </a>
      <header className="bg-ink-950 text-white">
        <Container className="flex flex-col gap-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <Link href={adminPaths.dashboard} className="text-white">
              <Logo tone="light" />
            </Link>
            <span className="text-sm tracking-wide text-brass-300 uppercase">{texts.area}</span>
          </div>
          <div className="flex flex-col gap-3 sm:items-end">
            <p className="text-sm text-ink-100">{texts.signedInAs}</p>
            <div className="flex flex-wrap gap-2">
              <AdminLanguageSwitch tone="light" />
              <form action={signOutAction}>
                <input type="hidden" name="scope" value="local" />
                <button type="submit" className={signOutButton}>
                  {texts.signOut}
                </button>
              </form>
              <form action={signOutAction}>
                <input type="hidden" name="scope" value="global" />
                <button type="submit" className={signOutButton}>
                  {texts.signOutEverywhere}
                </button>
              </form>
            </div>
          </div>
        </Container>
        <AdminNav
          label={texts.navLabel}
          items={nav}
          site={{ href: siteHref, label: texts.publicSite }}
        />
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-paper focus:outline-none">
        <Container className="py-10 sm:py-14">{children}</Container>
      </main>
    </>
  );
}
