'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

type LoadedToaster = ComponentType<ToasterProps>;

/**
 * Toasts as SPEC §9 sets them: at most 3 visible, 4 seconds each, Alt+T to reach them.
 * sonner loads once the page runs, not with it: no toast comes before a person acts. A plain
 * dynamic import in an effect, because `next/dynamic` would bring about 1.7 kB of its own
 * loading machinery into the first load of every page with a toaster.
 */
export function SiteToaster({ label }: { label: string }) {
  const [Toaster, setToaster] = useState<LoadedToaster | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('sonner').then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);
  if (!Toaster) return null;
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
