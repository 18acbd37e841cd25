import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { getInboxUnread } from '@/lib/admin/inbox/loaders';
import { sectionsFor, type AdminSection } from '@/lib/admin/nav';
import { requirePage } from '@/lib/auth/guard';
import { adminPaths, homeLinkFor } from '@/lib/routing';

/**
 * The protected admin area: nothing below renders unless the guard lets the caller enter the staff
 * area (anonymous → /login?next=…, not allowed → 403). One of three locks: each page, each admin
 * action and RLS check again on their own.
 */
export default async function ProtectedLayout({ children }: { children: ReactNode }) {
  const [{ claims, role }, locale] = await Promise.all([requirePage('staff.enter'), adminLocale()]);
  const t = adminTranslator(locale);
  // Asked only for a role that may read personal data; the menu says how many wait unread.
  const unread = await getInboxUnread();
  const labelOf = (section: AdminSection) =>
    section === 'inbox' && unread
      ? t('inbox.navUnread', { label: t('nav.inbox'), count: unread })
      : t(`nav.${section}`);
  return (
    <AdminShell
      siteHref={homeLinkFor(locale)}
      account={claims.email}
      nav={sectionsFor(role).map((section) => ({
        section,
        href: adminPaths[section],
        label: labelOf(section),
      }))}
      texts={{
        skipLink: t('shell.skipLink'),
        navLabel: t('nav.label'),
        area: t('meta.area'),
        publicSite: t('shell.publicSite'),
        signedInAs: t('shell.signedInAs', { email: claims.email }),
        signOut: t('shell.signOut'),
        signOutEverywhere: t('shell.signOutEverywhere'),
        security: t('shell.security'),
        menu: t('shell.menu'),
      }}
    >
      {children}
    </AdminShell>
  );
}
