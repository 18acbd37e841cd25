'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { ariaCurrentFor } from '@/lib/routing';
import type { NavLink } from './nav-links';

/** The desktop navigation, marking the section being read (aria-current). */
export function MainNav({ links, label }: { links: readonly NavLink[]; label: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-7 text-[0.95rem] font-medium text-ink-800">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink
              href={link.href}
              aria-current={ariaCurrentFor(pathname, link.screen)}
              className="underline-offset-8 hover:text-ink-950 hover:underline aria-[current]:text-ink-950 aria-[current]:underline aria-[current]:decoration-brass-500 aria-[current]:decoration-2"
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
