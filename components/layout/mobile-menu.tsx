'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';

type MobileMenuProps = {
  links: ReadonlyArray<{ href: string; label: string }>;
  openLabel: string;
  closeLabel: string;
  navLabel: string;
};

/** The navigation drawer for narrow screens: a disclosure button, closed by Escape or a route change. */
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
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center border border-ink-900/20 px-3"
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
      <nav
        id={panelId}
        aria-label={navLabel}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-stone-line bg-white shadow-lg"
      >
        <ul className="mx-auto max-w-6xl px-5 py-4 sm:px-8">
          {links.map((link) => (
            <li key={link.href} className="border-b border-stone-line last:border-0">
              <Link
                href={link.href}
                onClick={() => setOpen(false)}
                aria-current={link.href === pathname ? 'page' : undefined}
                className="block py-4 font-serif text-xl text-ink-950"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
