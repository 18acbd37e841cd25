import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { Container } from '@/components/ui/container';
import { adminPaths } from '@/lib/routing';
import { AdminLanguageSwitch } from './admin-language-switch';
import { AdminNav, type AdminNavItem } from './admin-nav';
import { PhoneMenu } from './phone-menu';
import { SignOutForm } from './sign-out-form';

type Texts = {
  skipLink: string;
  navLabel: string;
  area: string;
  publicSite: string;
  signedInAs: string;
  signOut: string;
  signOutEverywhere: string;
  /** The link to the account's two-factor settings. */
  security: string;
  /** The phone's menu button. */
  menu: string;
};

const signOutButton =
  'min-h-11 border border-white/70 px-3 py-2 text-sm font-semibold text-white hover:bg-white hover:text-ink-950';

/**
 * The signed-in admin's frame: who is signed in, the area's language, its navigation and both
 * sign-outs; on a phone, one line with the logo and a menu that holds the rest.
 */
export function AdminShell({
  texts,
  siteHref,
  nav: sections,
  account,
  children,
}: {
  texts: Texts;
  /** The signed-in account's e-mail: its kept drafts are forgotten at sign-out. */
  account: string;
  /** The area's sections, in order, labelled in the admin's language. */
  nav: AdminNavItem[];
  /** The public home page in the admin's language. */
  siteHref: string;
  children: ReactNode;
}) {
  const accountTools = (
    <div className="flex flex-col gap-3 sm:items-end">
      <p className="text-sm text-ink-100">{texts.signedInAs}</p>
      <div className="flex flex-wrap gap-2">
        <AdminLanguageSwitch tone="light" />
        <Link href={adminPaths.security} className={`${signOutButton} inline-flex items-center`}>
          {texts.security}
        </Link>
        <SignOutForm account={account} scope="local" className={signOutButton}>
          {texts.signOut}
        </SignOutForm>
        <SignOutForm account={account} scope="global" className={signOutButton}>
          {texts.signOutEverywhere}
        </SignOutForm>
      </div>
    </div>
  );
  // Rendered in one place or the other: beside the logo from a small tablet up, in the phone's
  // menu below that (the other copy is display:none, out of the accessibility tree).
  const nav = (
    <AdminNav
      label={texts.navLabel}
      items={sections}
      site={{ href: siteHref, label: texts.publicSite }}
    />
  );
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-3 focus:text-ink-950"
      >
        {texts.skipLink}
      </a>
      <header className="relative bg-ink-950 text-white">
        <Container className="flex items-center justify-between gap-4 py-2 sm:py-4">
          <div className="flex items-center gap-4">
            <Link href={adminPaths.dashboard} className="text-white">
              <Logo tone="light" />
            </Link>
            <span className="hidden text-sm tracking-wide text-brass-300 uppercase sm:inline">
              {texts.area}
            </span>
          </div>
          <div className="hidden sm:block">{accountTools}</div>
          {/* On a phone the header is one line: the rest opens under the menu button. */}
          <PhoneMenu label={texts.menu}>
            <Container>{accountTools}</Container>
            {nav}
          </PhoneMenu>
        </Container>
        <div className="hidden sm:block">{nav}</div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 bg-paper focus:outline-none">
        <Container className="py-10 sm:py-14">{children}</Container>
      </main>
    </>
  );
}
