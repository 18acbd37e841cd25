'use client';

import { Toaster } from 'sonner';

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
