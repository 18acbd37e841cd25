'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The admin header's menu on a phone: one button on the header's single line, opening the account,
 * the language and the sections under it. A native disclosure (works without JavaScript); a client
 * island only to close it after a client-side navigation, since the layout, and so the open menu,
 * stays on the page.
 */
export function PhoneMenu({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);
  return (
    <details ref={ref} className="group sm:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 border border-white/70 px-3 text-sm font-semibold text-white hover:bg-white hover:text-ink-950 [&::-webkit-details-marker]:hidden">
        {label}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-white/15 bg-ink-950 pt-4 shadow-lg">
        {children}
      </div>
    </details>
  );
}
