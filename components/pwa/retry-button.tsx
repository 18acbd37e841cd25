'use client';

import type { ReactNode } from 'react';

/** Loads the address again: the offline page stands in for the page the visitor asked for. */
export function RetryButton({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={() => window.location.reload()}
      className="inline-flex min-h-11 items-center justify-center border border-ink-900 bg-ink-900 px-6 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-ink-700"
    >
      {children}
    </button>
  );
}
