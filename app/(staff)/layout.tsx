import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { adminLocale, adminTranslator } from '@/lib/admin/locale';
import { brandColors, site } from '@/lib/site';
import { sans, serif } from '../fonts';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = adminTranslator(await adminLocale());
  return {
    title: { default: `${t('meta.area')} | ${site.name}`, template: `%s | ${site.name}` },
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { themeColor: brandColors.navy };

/**
 * The staff's own root (sign-in, password, setup, the admin area): outside [locale], because
 * the admin's language is their saved choice, not a path segment. Same tokens and fonts as the
 * public site; no public header, footer or install prompts. Everything here renders per request
 * (it reads cookies), which the nonce policy needs anyway.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const locale = await adminLocale();
  return (
    <html lang={locale} className={`${serif.variable} ${sans.variable}`}>
      <body className="flex min-h-screen flex-col bg-paper text-ink-950">{children}</body>
    </html>
  );
}
