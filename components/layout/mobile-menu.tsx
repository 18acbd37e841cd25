'use client';

import { SiteLink } from '@/components/ui/site-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { ariaCurrentFor } from '@/lib/routing';
import type { NavLink } from './nav-links';

type MobileMenuProps = {
  links: readonly NavLink[];
  openLabel: string;
  closeLabel: string;
  navLabel: string;
};

/**
 * The navigation drawer for narrow screens: a disclosure button over a backdrop, closed by
 * Escape, the backdrop or a route change. While open, the page behind it does not scroll.
 */
export function MobileMenu({ links, openLabel, closeLabel, navLabel }: MobileMenuProps) {
  const pathname = usePathname();
  // Open only on the page where it was opened: navigating elsewhere closes it with no effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    // The root element, not the body: iOS Safari scrolls the page through a locked body.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center border border-ink-900/50 px-3"
      >
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {open ? (
        // A pointer convenience: Escape and the button close the menu for everyone else.
        <div
          aria-hidden="true"
          data-menu-backdrop
          onClick={() => setOpen(false)}
          className="fixed inset-x-0 top-20 bottom-0 bg-ink-950/50"
        />
      ) : null}
      <nav
        id={panelId}
        aria-label={navLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-stone-line bg-white shadow-lg"
      >
        <ul className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
          {links.map((link) => (
            <li key={link.href} className="border-b border-stone-line last:border-0">
              <SiteLink
                href={link.href}
                onClick={() => setOpen(false)}
                aria-current={ariaCurrentFor(pathname, link.screen)}
                className="flex items-center justify-between py-4 font-serif text-xl text-ink-950 aria-[current]:text-brass-700"
              >
                {link.label}
                {ariaCurrentFor(pathname, link.screen) ? (
                  <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brass-500" />
                ) : null}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
