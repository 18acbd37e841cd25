import type { Metadata } from 'next';
import { LegalPage, legalPageMetadata } from '@/components/legal/legal-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return legalPageMetadata('privacyPolicy', await enterLocale(params));
}

export default async function PrivacyPolicyPage({ params }: { params: LocaleParams }) {
  return <LegalPage screen="privacyPolicy" locale={await enterLocale(params)} />;
}
