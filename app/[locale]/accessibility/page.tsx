import type { Metadata } from 'next';
import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return legalPageMetadata('accessibility', await enterLocale(params));
}

/** The accessibility statement (WCAG 2.2 AA): what conforms, what does not, how to report. */
export default async function AccessibilityPage({ params }: { params: LocaleParams }) {
  return <LegalPage screen="accessibility" locale={await enterLocale(params)} />;
}
