'use client';

import dynamic from 'next/dynamic';

// sonner loads once the page is interactive, not with it: no toast comes before a person acts.
const Toaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

/** Toasts as SPEC §9 sets them: at most 3 visible, 4 seconds each, Alt+T to reach them. */
export function SiteToaster({ label }: { label: string }) {
  return (
    <Toaster
      visibleToasts={3}
      duration={4000}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={label}
      position="bottom-center"
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
