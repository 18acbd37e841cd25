import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';

const variants = {
  primary: 'bg-ink-900 text-white hover:bg-ink-700 border-ink-900',
  secondary: 'bg-transparent text-ink-900 border-ink-900 hover:bg-ink-900 hover:text-white',
  light: 'bg-white text-ink-950 border-white hover:bg-brass-100',
  outlineLight: 'bg-transparent text-white border-white/70 hover:bg-white hover:text-ink-950',
} as const;

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  /** Plain anchor for mailto:, tel: and other non-page targets. */
  external?: boolean;
};

/** A link styled as the site's one button shape. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  external = false,
}: ButtonLinkProps) {
  const className = `inline-flex min-h-11 items-center justify-center gap-2 border px-6 py-3 text-sm font-semibold tracking-wide transition-colors ${variants[variant]}`;
  if (external) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}
