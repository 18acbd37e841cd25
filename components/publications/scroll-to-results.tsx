'use client';

import { useEffect } from 'react';

/**
 * Brings a search's results into view when the URL asks for them (#results). The browser does
 * it by itself for a page that arrives whole; a first search streams in after its skeleton,
 * when the browser has already looked for the fragment and not found it.
 */
export function ScrollToResults({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [id]);
  return null;
}
