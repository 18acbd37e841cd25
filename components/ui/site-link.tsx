'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { useAfterLoad } from '@/lib/after-load';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * next/link for every public page, prefetching nothing while the page loads (issue 14: on a
 * throttled phone, viewport prefetches of the header's and cards' targets went out before the
 * load event and competed with the page's own requests). Once the page has loaded and the
 * browser is idle, links prefetch as next/link's default does (in the viewport); before that,
 * a link the visitor points at, touches or focuses prefetches at once. `prefetch={false}` stops
 * next/link's hover prefetch too, hence the intent handlers of our own. The admin area keeps
 * next/link's default.
 */
export function SiteLink({ onMouseEnter, onTouchStart, onFocus, ...props }: SiteLinkProps) {
  const loaded = useAfterLoad();
  const [wanted, setWanted] = useState(false);
  return (
    <Link
      {...props}
      // null is next/link's default ("auto"); switching from false re-observes the link.
      prefetch={loaded || wanted ? null : false}
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
