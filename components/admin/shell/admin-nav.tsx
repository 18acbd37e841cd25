'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Container } from '@/components/ui/container';
import { adminAriaCurrent, type AdminSection } from '@/lib/admin/nav';

export type AdminNavItem = { section: AdminSection; href: string; label: string };

/**
 * The admin area's sections. A client island because the layout is not rendered again on a
 * client-side navigation: the current section must follow the browser's path, not the request's.
 */
export function AdminNav({
  label,
  items,
  site,
}: {
  label: string;
  items: AdminNavItem[];
  /** The public site, in the admin's language (a full page load: it leaves the admin area). */
  site: { href: string; label: string };
}) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="border-t border-white/15">
      <Container>
        <ul className="-mx-2 flex flex-wrap gap-1 py-2 text-sm font-semibold">
          {items.map((item) => {
            const current = adminAriaCurrent(pathname, item.section);
            return (
              <li key={item.section}>
                <Link
                  href={item.href}
                  aria-current={current}
                  className={`inline-flex min-h-11 items-center border-b-2 px-2 text-white underline-offset-4 hover:underline ${
                    current ? 'border-brass-300' : 'border-transparent'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li className="sm:ml-auto">
            <a
              href={site.href}
              className="inline-flex min-h-11 items-center px-2 text-brass-300 underline-offset-4 hover:underline"
            >
              {site.label}
            </a>
          </li>
        </ul>
      </Container>
    </nav>
  );
}
