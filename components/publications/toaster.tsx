'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { useAfterLoad } from '@/lib/after-load';

type LoadedToaster = ComponentType<ToasterProps>;

/**
 * Toasts as docs/product.md#limits-and-constants sets them: at most 3 visible, 4 seconds each,
 * Alt+T to reach them.
 * sonner loads once the page has loaded and the browser is idle, not with it: no toast comes
 * before a person acts, and a toast published earlier (useFormToasts imports sonner itself) is
 * replayed by the Toaster when it mounts. A plain dynamic import in an effect, because
 * `next/dynamic` would bring about 1.7 kB of its own loading machinery into the first load of
 * every page with a toaster.
 */
export function SiteToaster({ label }: { label: string }) {
  const [Toaster, setToaster] = useState<LoadedToaster | null>(null);
  const loaded = useAfterLoad();
  useEffect(() => {
    if (!loaded) return;
    let mounted = true;
    void import('sonner').then((module) => {
      if (mounted) setToaster(() => module.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, [loaded]);
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
