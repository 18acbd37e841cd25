'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * next/link for every public page, prefetching a page only when the visitor shows they want it:
 * pointing at, touching or focusing its link. next/link's default prefetches every link in the
 * viewport. On a throttled phone those prefetches competed with the page's own requests during
 * load, and deferred until after load they still cost the main thread about 200 ms
 * (rendering every link again, then decoding each prefetched page: Lighthouse's mobile preset,
 * home page). The pages are prerendered, so a navigation without a prefetch is quick, and a touch
 * starts the fetch before the tap ends. `prefetch={false}` stops next/link's hover prefetch too,
 * hence the intent handlers of our own. The admin area keeps next/link's default.
 */
export function SiteLink({ onMouseEnter, onTouchStart, onFocus, ...props }: SiteLinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // null is next/link's default ("auto"); switching from false re-observes the link.
      prefetch={wanted ? null : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
