import { roleMay, type Capability, type StaffRole } from '@/lib/auth/permissions';
import { adminPaths } from '@/lib/routing';

// The admin area's sections, in the navigation's order. Each owns its path and everything below
// it (/admin/publication owns its editors), except the dashboard, which owns /admin alone.

export const adminSections = [
  'dashboard',
  'publications',
  'blog',
  'bulletins',
  'categories',
  'images',
  'trash',
  'users',
  'audit',
  'inbox',
  'requests',
  'outbox',
  'privacy',
] as const;
export type AdminSection = (typeof adminSections)[number];

/** What each section's page asks of the guard: the menu offers a role only what it may open. */
export const sectionCapability: Record<AdminSection, Capability> = {
  dashboard: 'staff.enter',
  publications: 'entries.draft',
  blog: 'entries.draft',
  bulletins: 'bulletins.edit',
  categories: 'categories.edit',
  images: 'images.manage',
  trash: 'entries.delete',
  users: 'users.manage',
  audit: 'audit.read',
  inbox: 'personal.read',
  requests: 'privacy.requests',
  outbox: 'personal.read',
  privacy: 'privacy.personal_data',
};

/** The sections `role` may open, in the navigation's order. */
export const sectionsFor = (role: StaffRole): AdminSection[] =>
  adminSections.filter((section) => roleMay(role, sectionCapability[section]));

/** The section `pathname` belongs to, or null (the setup page, an unknown path). */
export function adminSectionOf(pathname: string): AdminSection | null {
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  if (path === adminPaths.dashboard) return 'dashboard';
  return (
    adminSections.find(
      (section) =>
        section !== 'dashboard' &&
        (path === adminPaths[section] || path.startsWith(`${adminPaths[section]}/`)),
    ) ?? null
  );
}

/**
 * The aria-current value of `section`'s link on `pathname`: "page" on the section's own page,
 * "true" on a page below it (an editor is part of its list's section, not the list itself).
 */
export function adminAriaCurrent(
  pathname: string,
  section: AdminSection,
): 'page' | 'true' | undefined {
  if (adminSectionOf(pathname) !== section) return undefined;
  const path = pathname.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return path === adminPaths[section] ? 'page' : 'true';
}
