'use client';

import { useEffect } from 'react';

/**
 * While `dirty`, warns before the page is left: the browser's own prompt on reload, close or an
 * address typed, and `message` on a click on any link of the page (Next.js's client navigation
 * never fires `beforeunload`). The click is caught before React's handlers, so a refused
 * navigation never starts.
 */
export function useLeaveWarning(dirty: boolean, message: string) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      if (link.target === '_blank' || link.hasAttribute('download')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      if (new URL(link.href, location.href).hash && link.pathname === location.pathname) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, message]);
}
