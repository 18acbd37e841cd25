import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NoticePage, noticeVersionMetadata } from '@/components/legal/notice-page';
import { enterLocale } from '@/lib/i18n/locale-param';
import { findNoticeVersion, noticeVersions } from '@/lib/privacy/notice-versions';

type Params = Promise<{ locale: string; version: string }>;

// Every version is prerendered; one never published is unmatched and gets the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return noticeVersions.privacyPolicy.map(({ version }) => ({ version }));
}

async function versionOf(params: Params) {
  const { version } = await params;
  const found = findNoticeVersion('privacyPolicy', version);
  if (!found) notFound();
  return found;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return noticeVersionMetadata('privacyPolicy', await versionOf(params), await enterLocale(params));
}

/** One version of the text, kept word for word, at its stable address. */
export default async function PrivacyPolicyVersionPage({ params }: { params: Params }) {
  const version = await versionOf(params);
  return <NoticePage screen="privacyPolicy" locale={await enterLocale(params)} version={version} />;
}
