import type { Metadata } from 'next';
import { legalPageMetadata } from '@/components/legal/legal-page';
import { NoticePage } from '@/components/legal/notice-page';
import { enterLocale, type LocaleParams } from '@/lib/i18n/locale-param';

// Only es and en: another first segment is unmatched and gets the 404 page (app/[locale]/layout.tsx).
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return legalPageMetadata('privacyNotice', await enterLocale(params));
}

/** The version in force, with its version and the earlier ones linked. */
export default async function PrivacyNoticePage({ params }: { params: LocaleParams }) {
  return <NoticePage screen="privacyNotice" locale={await enterLocale(params)} />;
}
