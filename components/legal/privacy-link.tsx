import { SiteLink } from '@/components/ui/site-link';
import type { ReactNode } from 'react';
import { pathFor, type Locale } from '@/lib/routing';

/** The privacy-policy link inside a form's consent text (next-intl rich text). */
export function privacyLink(locale: Locale) {
  return function PrivacyLink(chunks: ReactNode) {
    return <SiteLink href={pathFor({ screen: 'privacyPolicy' }, locale)}>{chunks}</SiteLink>;
  };
}
